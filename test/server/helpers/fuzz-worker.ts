// A worker thread of the route fuzz: runs the routes it is given (see
// fuzz-runner.ts) and posts the outcomes back.
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { Route } from './fuzz-runner';

// The fuzz tests what reaches the routes, not the strength of password
// hashing: scrypt at the production cost (N=2^17, ~0.3 s) would spend most of
// the run on the sign-in and registration cases that happen to be valid. In
// this worker thread only (its own copy of node:crypto), scrypt runs cheap;
// hashing and checking stay consistent with each other.
const realScrypt = crypto.scrypt;
crypto.scrypt = ((
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
  callback: (error: Error | null, key: Buffer) => void,
) => realScrypt(password, salt, keylen, { ...options, N: 1024 }, callback)) as typeof crypto.scrypt;
syncBuiltinESMExports();

const { fuzzRoutes } = await import('./fuzz-runner');
const { routes, runs, seed } = workerData as { routes: Route[]; runs: number; seed: number };
parentPort!.postMessage(await fuzzRoutes(routes, runs, seed));
