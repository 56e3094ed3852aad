// SPEC 5 gives two password rules; PASSWORD_POLICY chooses: strict (the
// default: 8+ characters with upper, lower, digit and one of @$!%*?&) or
// basic (8+ with upper, lower and digit). The server enforces it on
// registration and reset, and tells the forms which one applies.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../src/server/config';
import { uniqueEmail } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';

type ErrorBody = { error: { fields?: Record<string, string> } };

const NO_SPECIAL = 'Parola1234';

function registration(password: string) {
  return { email: uniqueEmail(), password, confirmPassword: password, firstName: 'Ana', lastName: 'Pop' };
}

describe('PASSWORD_POLICY setting', () => {
  test('strict by default; basic or strict when set; anything else stops the start with a clear message', () => {
    assert.equal(loadConfig({}).passwordPolicy, 'strict');
    assert.equal(loadConfig({ PASSWORD_POLICY: 'basic' }).passwordPolicy, 'basic');
    assert.equal(loadConfig({ PASSWORD_POLICY: 'strict' }).passwordPolicy, 'strict');
    assert.throws(() => loadConfig({ PASSWORD_POLICY: 'weak' }), /PASSWORD_POLICY must be strict or basic, got "weak"/);
  });
});

for (const policy of ['strict', 'basic'] as const) {
  describe(`with PASSWORD_POLICY=${policy}`, () => {
    let t: TestApp;
    before(async () => {
      t = await testApp({ passwordPolicy: policy });
    });
    after(() => t.close());

    test('GET /api/auth/password-policy names it, without a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/password-policy' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(json(response), { policy });
    });

    test(`registration ${policy === 'strict' ? 'refuses' : 'accepts'} a password without a special character; both refuse one without a digit`, async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(NO_SPECIAL) });
      if (policy === 'strict') {
        assert.equal(response.statusCode, 400);
        assert.equal(
          json<ErrorBody>(response).error.fields?.password,
          'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
        );
      } else assert.equal(response.statusCode, 201, response.body);
      const noDigit = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration('ParolaBuna!') });
      assert.equal(noDigit.statusCode, 400);
      const expected =
        policy === 'strict'
          ? 'Password must be at least 8 characters with uppercase, lowercase, number, and special character'
          : 'Password must be at least 8 characters with uppercase, lowercase and number';
      assert.equal(json<ErrorBody>(noDigit).error.fields?.password, expected);
    });

    test('a reset takes the same rule', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'not-a-real-token', password: NO_SPECIAL, confirmPassword: NO_SPECIAL },
      });
      if (policy === 'strict') assert.ok(json<ErrorBody>(response).error.fields?.password);
      else assert.equal(json<ErrorBody>(response).error.fields?.password, undefined, response.body);
    });
  });
}
