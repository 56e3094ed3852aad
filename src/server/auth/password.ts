// Password hashing with scrypt (DESIGN.md 3: N=2^17, r=8, p=1, per-user salt).
// The stored form carries its parameters so they can be raised later
// without invalidating existing hashes.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const DEFAULT_PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that for N=2^17.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string, params = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashing as the routes see it; tests swap it to observe when hashing happens, or to hash with cheaper parameters. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** A hasher with its own parameters; the stored form records them, so verify needs none. */
export function scryptHasher(params = DEFAULT_PARAMS): PasswordHasher {
  return { hash: (password) => hashPassword(password, params), verify: verifyPassword };
}

export const defaultPasswordHasher = scryptHasher();

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * Spends the same time as a real check with the same hasher, so a missing
 * account cannot be told apart by timing.
 */
export async function verifyAgainstDummy(hasher: PasswordHasher, password: string): Promise<false> {
  let dummy = dummyHashes.get(hasher);
  if (!dummy) {
    dummy = hasher.hash('not-a-real-password');
    dummyHashes.set(hasher, dummy);
  }
  await hasher.verify(password, await dummy);
  return false;
}
