// Sign-in by domain (issue 16): a school's owner names the domain of its
// staff's accounts; whoever signs in through the OpenID provider (a real one,
// oidc-provider on loopback) with a verified address exactly there joins as a
// teacher. Not an unverified address, not a parent or sibling domain, not a
// local account, not someone who was removed or left; a public mail service
// is refused as a domain; without a provider the setting cannot be turned on.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { type JoinDomain, staffPaths } from '../../src/domain/api/staff';
import { newTeacher, register, type SignedIn, signIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { type OidcApp, providerRoundTrip, sessionOf, startOidcApp } from './helpers/oidc-sign-in';

let oidc: OidcApp;
let t: TestApp;
let plain: TestApp;

before(async () => {
  oidc = await startOidcApp({
    elena: { email: 'Elena.Marin@Liceul-Moisil.ro', email_verified: true, given_name: 'Elena', family_name: 'Marin' },
    unverified: { email: 'mallory@liceul-moisil.ro', email_verified: false, given_name: 'Mallory', family_name: 'Smith' },
    pupil: { email: 'ion.pop@elevi.liceul-moisil.ro', email_verified: true, given_name: 'Ion', family_name: 'Pop' },
    lookalike: { email: 'eve@liceul-moisil.ro.evil.example', email_verified: true, given_name: 'Eve', family_name: 'Evil' },
    radu: { email: 'radu.stan@liceul-moisil.ro', email_verified: true, given_name: 'Radu', family_name: 'Stan' },
  });
  t = oidc.app;
  plain = await testApp();
});
after(async () => {
  await plain.close();
  await oidc.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (app: TestApp, who: SignedIn, method: Method, url: string, payload?: object) =>
  app.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload }) });

async function ok<T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const answer = await response;
  assert.equal(answer.statusCode, status, answer.body);
  return (answer.body ? json<T>(answer) : undefined) as T;
}

/** Signs in through the provider and answers the access token's headers and the user's id. */
async function signInWithProvider(login: string): Promise<SignedIn> {
  const { callback } = await providerRoundTrip(t, login);
  assert.equal(callback.statusCode, 302, callback.body);
  assert.equal(callback.headers.location, '/');
  const { headers, user } = await sessionOf<{ id: string; email: string }>(t, callback);
  return { headers, userId: user.id, email: user.email } as SignedIn;
}

const schoolIdsOf = async (who: SignedIn) => (await ok<{ id: string; role: string }[]>(call(t, who, 'GET', '/api/schools'))).map((s) => `${s.id}:${s.role}`);

describe('sign-in by domain', () => {
  let owner: SignedIn;
  let schoolId: string;
  before(async () => {
    owner = await newTeacher(t.app);
    schoolId = (await ok<{ id: string }>(call(t, owner, 'POST', '/api/schools', { name: 'Liceul Grigore Moisil' }), 201)).id;
  });

  test('the owner sets it (written with @ or in capitals, it is stored as the domain); a teacher may not, an outsider sees nothing', async () => {
    assert.deepEqual(await ok<JoinDomain>(call(t, owner, 'GET', staffPaths.domain(schoolId))), { domain: null, available: true });
    const set = await ok<JoinDomain>(call(t, owner, 'PUT', staffPaths.domain(schoolId), { domain: ' @Liceul-Moisil.RO ' }));
    assert.deepEqual(set, { domain: 'liceul-moisil.ro', available: true });

    const outsider = await newTeacher(t.app);
    assert.equal((await call(t, outsider, 'GET', staffPaths.domain(schoolId))).statusCode, 404);
    assert.equal((await call(t, outsider, 'PUT', staffPaths.domain(schoolId), { domain: 'evil.example' })).statusCode, 404);
  });

  test("a public mail service or something that is not a domain is refused, in the reader's language", async () => {
    const gmail = await call(t, owner, 'PUT', staffPaths.domain(schoolId), { domain: 'gmail.com' });
    assert.equal(gmail.statusCode, 400);
    assert.match(json<{ error: { fields: Record<string, string> } }>(gmail).error.fields.domain!, /gmail\.com is a public mail service/);
    for (const domain of ['localhost', 'liceul moisil.ro', '-bad.ro', 'a..ro', `${'x'.repeat(64)}.ro`]) {
      const answer = await call(t, owner, 'PUT', staffPaths.domain(schoolId), { domain });
      assert.equal(answer.statusCode, 400, domain);
    }
    const ro = await t.app.inject({
      method: 'PUT',
      url: staffPaths.domain(schoolId),
      headers: { ...owner.headers, 'accept-language': 'ro' },
      payload: { domain: 'yahoo.ro' },
    });
    assert.match(json<{ error: { fields: Record<string, string> } }>(ro).error.fields.domain!, /serviciu public de e.mail/);
    assert.equal((await ok<JoinDomain>(call(t, owner, 'GET', staffPaths.domain(schoolId)))).domain, 'liceul-moisil.ro', 'unchanged');
  });

  test('a verified address exactly at the domain joins as a teacher at sign-in; unverified, sub-, look-alike domains and local accounts do not', async () => {
    const elena = await signInWithProvider('elena');
    assert.deepEqual(await schoolIdsOf(elena), [`${schoolId}:teacher`]);
    const members = await ok<{ userId: string; role: string }[]>(call(t, owner, 'GET', staffPaths.members(schoolId)));
    assert.ok(members.some((m) => m.userId === elena.userId && m.role === 'teacher'));

    for (const login of ['unverified', 'pupil', 'lookalike']) {
      const who = await signInWithProvider(login).catch(() => null);
      // The unverified address may not even sign in (a local account could hold it); those who do, join nothing.
      if (who) assert.deepEqual(await schoolIdsOf(who), [], login);
    }
    const { email } = await register(t.app, 'ana.local@liceul-moisil.ro');
    const local = await signIn(t.app, email);
    assert.deepEqual(await schoolIdsOf(local as SignedIn), [], 'a password account never joins by domain');
  });

  test('someone removed from the school, or who left it, does not come back by signing in; an invitation link brings them back', async () => {
    const radu = await signInWithProvider('radu');
    assert.deepEqual(await schoolIdsOf(radu), [`${schoolId}:teacher`]);
    await ok(call(t, owner, 'DELETE', staffPaths.member(schoolId, radu.userId)), 204);
    const again = await signInWithProvider('radu');
    assert.deepEqual(await schoolIdsOf(again), [], 'removed: stays out');

    const { url } = await ok<{ url: string }>(call(t, owner, 'POST', staffPaths.invitations(schoolId), {}), 201);
    await ok(call(t, again, 'POST', staffPaths.accept(decodeURIComponent(url.split('/join/')[1]!)), {}));
    await ok(call(t, again, 'DELETE', staffPaths.member(schoolId, again.userId)), 204);
    assert.deepEqual(await schoolIdsOf(await signInWithProvider('radu')), [], 'left: stays out');
  });

  test('turned off, nobody joins by signing in any more', async () => {
    assert.deepEqual(await ok<JoinDomain>(call(t, owner, 'PUT', staffPaths.domain(schoolId), { domain: '' })), { domain: null, available: true });
    await t.database.db.deleteFrom('school_member').where('school_id', '=', schoolId).where('role', '=', 'teacher').execute();
    await t.database.db.deleteFrom('school_departure').execute();
    assert.deepEqual(await schoolIdsOf(await signInWithProvider('elena')), []);
  });
});

test('without an OpenID provider the setting reads as unavailable and cannot be turned on', async () => {
  const owner = await newTeacher(plain.app);
  const { id } = await ok<{ id: string }>(call(plain, owner, 'POST', '/api/schools', { name: 'Școala cu parole' }), 201);
  assert.deepEqual(await ok<JoinDomain>(call(plain, owner, 'GET', staffPaths.domain(id))), { domain: null, available: false });
  const refused = await call(plain, owner, 'PUT', staffPaths.domain(id), { domain: 'scoala.ro' });
  assert.equal(refused.statusCode, 400);
  assert.match(json<{ error: { fields: Record<string, string> } }>(refused).error.fields.domain!, /OIDC_ISSUER/);
  assert.deepEqual(await ok<JoinDomain>(call(plain, owner, 'PUT', staffPaths.domain(id), { domain: '' })), { domain: null, available: false });
});
