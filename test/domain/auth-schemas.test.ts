import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { meetsPasswordRule, passwordStrength } from '../../src/domain/password-strength';
import { forgotPasswordSchema, loginSchema, registerSchema } from '../../src/domain/schemas/auth';
import { validate } from '../../src/domain/validation';

const good = { email: 'ioana@scoala.ro', password: 'Parola-Buna1!', confirmPassword: 'Parola-Buna1!', firstName: 'Ioana', lastName: 'Pop' };

function fieldsOf(value: unknown) {
  const result = validate(registerSchema, value);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [k, v.key + (v.params ? JSON.stringify(v.params) : '')]));
}

describe('registration schema (SPEC 5)', () => {
  test('accepts a valid registration, trimming names and email but not the password', () => {
    const result = validate(registerSchema, {
      ...good,
      email: ' ioana@scoala.ro ',
      firstName: ' Ioana ',
      password: ' Parola-Buna1! ',
      confirmPassword: ' Parola-Buna1! ',
    });
    assert.ok(result.ok);
    assert.equal(result.value.email, 'ioana@scoala.ro');
    assert.equal(result.value.firstName, 'Ioana');
    assert.equal(result.value.password, ' Parola-Buna1! ');
  });

  test('email: required, then pattern-checked', () => {
    assert.deepEqual(fieldsOf({ ...good, email: '' }), { email: 'validation.emailRequired' });
    assert.deepEqual(fieldsOf({ ...good, email: 'a@b' }), { email: 'validation.email' });
    assert.deepEqual(fieldsOf({ ...good, email: 'a b@c.ro' }), { email: 'validation.email' });
    assert.deepEqual(fieldsOf({ ...good, email: `${'a'.repeat(250)}@b.ro` }), { email: 'validation.maxLength{"n":254}' });
    // Look-alikes an outside tester registered: they show as ana@t.ro in a school's members and a test's shares.
    for (const lookalike of ['a\u200dna@t.ro', '\uff41na@t.ro', 'ana@t\uff0ero', 'ana@t.ro\u202e']) {
      assert.deepEqual(fieldsOf({ ...good, email: lookalike }), { email: 'validation.email' }, JSON.stringify(lookalike));
    }
    // A zero-width space shows nothing and means nothing: dropped from every text, so this is the address itself.
    const spaced = validate(registerSchema, { ...good, email: 'ana@t.ro\u200b' });
    assert.ok(spaced.ok);
    assert.equal(spaced.value.email, 'ana@t.ro');
    // An address in another script or with a diacritic in its domain is a real one.
    assert.deepEqual(fieldsOf({ ...good, email: 'ana@școala.ro' }), {});
  });

  test('names: 2-50 letters (any alphabet) and spaces; hyphenated and apostrophe names too', () => {
    for (const name of ['Al', 'Ștefan', 'María José', 'Ana-Maria', "O'Brien", 'Ñ'.repeat(50)]) {
      assert.deepEqual(fieldsOf({ ...good, firstName: name }), {}, name);
    }
    for (const name of ['A', 'x'.repeat(51), 'Ion3', 'Ion_', '--', 'Ion  -']) {
      assert.deepEqual(fieldsOf({ ...good, firstName: name }), { firstName: 'validation.firstName' }, name);
    }
    assert.deepEqual(fieldsOf({ ...good, lastName: 'B' }), { lastName: 'validation.lastName' });
  });

  test('password: 8+ with upper, lower, digit and one of @$!%*?&', () => {
    for (const password of ['Abcdef1!', 'Abcdefg1@', 'ăÂbcdef1$', 'Aa1%aaaa', 'Aa1*aaaa', 'Aa1?aaaa', 'Aa1&aaaa']) {
      assert.equal(meetsPasswordRule(password), true, password);
    }
    for (const password of ['Abcde1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdefg1#']) {
      assert.equal(meetsPasswordRule(password), false, password);
      assert.deepEqual(fieldsOf({ ...good, password, confirmPassword: password }), { password: 'validation.password' }, password);
    }
  });

  test('confirmation must match', () => {
    assert.deepEqual(fieldsOf({ ...good, confirmPassword: 'Parola-Buna2!' }), { confirmPassword: 'validation.passwordsMatch' });
  });

  test('missing fields and wrong types are named', () => {
    assert.deepEqual(fieldsOf({}), {
      email: 'validation.emailRequired',
      password: 'validation.required',
      confirmPassword: 'validation.required',
      firstName: 'validation.required',
      lastName: 'validation.required',
    });
    assert.deepEqual(fieldsOf({ ...good, firstName: 42 }), { firstName: 'validation.text' });
    assert.deepEqual(fieldsOf({ ...good, role: 'admin' }), { role: 'validation.unknownField' });
  });

  test('login and forgot-password need only what they use', () => {
    assert.ok(validate(loginSchema, { email: 'a@b.ro', password: 'x' }).ok);
    assert.equal(validate(loginSchema, { email: 'a@b.ro', password: '' }).ok, false);
    assert.ok(validate(forgotPasswordSchema, { email: 'a@b.ro' }).ok);
  });
});

describe('password strength (SPEC 4)', () => {
  test('weak below the rule; medium 10+, strong 12+, very strong 16+', () => {
    assert.equal(passwordStrength('abc'), 'weak');
    assert.equal(passwordStrength('abcdefghijklmnopq'), 'weak', 'length alone is not enough');
    assert.equal(passwordStrength('Abcdef1!'), 'weak');
    assert.equal(passwordStrength('Abcdefg1!'), 'weak');
    assert.equal(passwordStrength('Abcdefgh1!'), 'medium');
    assert.equal(passwordStrength('Abcdefghi1!'), 'medium');
    assert.equal(passwordStrength('Abcdefghij1!'), 'strong');
    assert.equal(passwordStrength('Abcdefghijklmn1!'), 'very_strong');
  });
});
