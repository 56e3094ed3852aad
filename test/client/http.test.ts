import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { clearAccessToken, setAccessToken } from '../../src/client/core/access-token';
import { ApiError, request } from '../../src/client/core/http';
import { setLanguage } from '../../src/client/core/i18n';
import { jsonResponse, networkFailure, stubFetch } from './support/fetch-stub';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('http', () => {
  let stub: ReturnType<typeof stubFetch> | undefined;
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(() => {
    stub?.restore();
    clearAccessToken();
  });

  it('sends the interface language, the bearer token and JSON bodies', async () => {
    await setLanguage('es', { persist: false });
    setAccessToken('abc', new Date(Date.now() + 60_000).toISOString());
    stub = stubFetch({ 'POST /api/things': () => jsonResponse(201, { id: 3 }) });
    assert.deepEqual(await request('/api/things', { method: 'POST', body: { name: 'Ș' } }), { id: 3 });
    const [call] = stub.calls;
    assert.equal(call?.headers.get('accept-language'), 'es');
    assert.equal(call?.headers.get('authorization'), 'Bearer abc');
    assert.deepEqual(call?.body, { name: 'Ș' });
  });

  it("keeps the server's message, code and field messages", async () => {
    stub = stubFetch({
      'POST /api/things': () => jsonResponse(400, { error: { code: 'validation', message: 'Revisa los datos', fields: { 'sections.0.title': 'Obligatorio' } } }),
    });
    const error = await failureOf(request('/api/things', { method: 'POST', body: {} }));
    assert.equal(error.type, 'validation');
    assert.equal(error.status, 400);
    assert.equal(error.code, 'validation');
    assert.equal(error.message, 'Revisa los datos');
    assert.equal(error.serverMessage, 'Revisa los datos');
    assert.deepEqual(error.fields, { 'sections.0.title': 'Obligatorio' });
  });

  it('falls back to the SPEC 8 friendly message and type for each status', async () => {
    const cases: [number, ApiError['type'], string][] = [
      [401, 'authentication', 'Please log in to continue.'],
      [403, 'permission', 'You do not have permission to perform this action.'],
      [404, 'api', 'Not found.'],
      [409, 'api', 'Someone else changed this in the meantime.'],
      [500, 'api', 'Server error. Please try again later.'],
      [418, 'api', 'Request failed. Please try again.'],
    ];
    for (const [status, type, message] of cases) {
      stub?.restore();
      stub = stubFetch({ 'GET /api/thing': () => jsonResponse(status) });
      const error = await failureOf(request('/api/thing'));
      assert.deepEqual([error.status, error.type, error.message, error.serverMessage], [status, type, message, undefined]);
    }
  });

  it('a plan limit is an api error to explain, not a permission problem', async () => {
    stub = stubFetch({ 'POST /api/schools': () => jsonResponse(403, { error: { code: 'plan_limit', message: 'Limit' } }) });
    assert.equal((await failureOf(request('/api/schools', { method: 'POST', body: {} }))).type, 'api');
  });

  it('a failure without a response is a network error', async () => {
    stub = stubFetch({ 'GET /api/thing': () => networkFailure() });
    const error = await failureOf(request('/api/thing'));
    assert.deepEqual([error.type, error.status], ['network', null]);
    assert.equal(error.message, 'Network connection issue. Please check your internet connection and try again.');
  });
});
