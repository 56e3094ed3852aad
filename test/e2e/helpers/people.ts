// Teachers in their own browser contexts, registered and signed in through
// the API (the pages share the context's cookie), with an `api` that calls
// the server as them: the staff and double-correction tests' cast.
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { E2E_PASSWORD } from './accounts';
import type { useE2eApp } from './app';

type E2eApp = ReturnType<typeof useE2eApp>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Person {
  context: BrowserContext;
  page: Page;
  errors: string[];
  email: string;
  api: (method: Method, path: string, data?: unknown) => Promise<{ status: number; body: unknown }>;
}

/** Registers a teacher and, unless told not to, signs the context in. */
export async function person(app: E2eApp, firstName: string, lastName: string, signIn = true): Promise<Person> {
  const { context, page, errors } = await app.newPage();
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@liceu.ro`;
  const origin = { origin: app.baseUrl };
  const registered = await context.request.post(`${app.baseUrl}/api/auth/register`, {
    data: { email, password: E2E_PASSWORD, confirmPassword: E2E_PASSWORD, firstName, lastName },
    headers: origin,
  });
  assert.ok(registered.ok(), await registered.text());
  if (signIn) assert.ok((await context.request.post(`${app.baseUrl}/api/auth/login`, { data: { email, password: E2E_PASSWORD }, headers: origin })).ok());
  const api: Person['api'] = async (method, path, data) => {
    const refreshed = await context.request.post(`${app.baseUrl}/api/auth/refresh`, { headers: origin });
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    const response = await context.request.fetch(`${app.baseUrl}${path}`, { method, data, headers: { authorization: `Bearer ${accessToken}`, ...origin } });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : null };
  };
  return { context, page, errors, email, api };
}

/** The body of a call that must succeed. */
export async function ok<T>(who: Person, method: Method, path: string, data?: unknown): Promise<T> {
  const { status, body } = await who.api(method, path, data);
  assert.ok(status < 300, `${method} ${path}: ${status} ${JSON.stringify(body)}`);
  return body as T;
}
