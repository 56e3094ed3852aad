// Signing up and in through the real routes, for tests that need a user.

import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { REFRESH_COOKIE } from '../../../src/server/auth/cookies';
import { cookieValue, json } from './app';

export const GOOD_PASSWORD = 'Corect-Parola1!';

let counter = 0;

export function uniqueEmail(prefix = 'teacher'): string {
  counter++;
  return `${prefix}.${process.pid}.${counter}@scoala.ro`;
}

export async function register(app: FastifyInstance, email = uniqueEmail(), password = GOOD_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, confirmPassword: password, firstName: 'Ioana', lastName: 'Popescu' },
  });
  assert.equal(response.statusCode, 201, response.body);
  return { email, password, user: json<{ id: string }>(response) };
}

export interface SignedIn {
  email: string;
  userId: string;
  refreshCookie: string;
  accessToken: string;
  /** Authorization header for protected routes. */
  headers: { authorization: string };
}

export async function signIn(app: FastifyInstance, email: string, password = GOOD_PASSWORD): Promise<Omit<SignedIn, 'userId'>> {
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  assert.equal(login.statusCode, 204, login.body);
  const firstCookie = cookieValue(login, REFRESH_COOKIE);
  assert.ok(firstCookie);
  const refresh = await app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { [REFRESH_COOKIE]: firstCookie } });
  assert.equal(refresh.statusCode, 200, refresh.body);
  const refreshCookie = cookieValue(refresh, REFRESH_COOKIE);
  assert.ok(refreshCookie);
  const { accessToken } = json<{ accessToken: string }>(refresh);
  return { email, refreshCookie, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

export async function newTeacher(app: FastifyInstance): Promise<SignedIn> {
  const { email, user } = await register(app);
  return { ...(await signIn(app, email)), userId: user.id };
}
