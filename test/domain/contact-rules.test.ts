import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPhoneNumber, telHref, webHref } from '../../src/domain/contact';
import { schoolSchema } from '../../src/domain/schemas/schools';
import { validate } from '../../src/domain/validation';

describe('SPEC 5 URL and phone rules (a school website and phone)', () => {
  it('a URL starts with http:// or https:// and names a host', () => {
    const fieldsOf = (website: string) => {
      const result = validate(schoolSchema, { name: 'Școala', website });
      return result.ok ? null : result.fields.website?.key;
    };
    for (const good of ['', 'https://cnb.ro', 'http://scoala5.ro/contact?x=1', 'HTTPS://CNB.RO']) assert.equal(fieldsOf(good), null, good);
    for (const bad of ['cnb.ro', 'www.cnb.ro', 'ftp://cnb.ro', 'https://', 'https:// cnb.ro', 'javascript:alert(1)'])
      assert.equal(fieldsOf(bad), 'validation.url', bad);
  });

  it('a phone is an optional + then up to 16 digits (spaces group them)', () => {
    for (const good of ['0264595011', '+40264595011', '+40 264 595 011', '1234567890123456']) assert.equal(isPhoneNumber(good), true, good);
    for (const bad of ['12345678901234567', '+', '0264-595-011', '(0264) 595011', '++40', '40+1', 'tel']) assert.equal(isPhoneNumber(bad), false, bad);
    assert.equal(telHref('+40 264 595 011'), 'tel:+40264595011');
  });

  it('a stored website becomes a link only when the rule admits it (a row written before the rule, or by hand, cannot run script)', () => {
    assert.equal(webHref('https://cnb.ro'), 'https://cnb.ro');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'cnb.ro', '']) assert.equal(webHref(bad), undefined, bad);
  });
});
