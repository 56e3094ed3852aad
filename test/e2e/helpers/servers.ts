// Starting the servers a bench measures: a free loopback port, and the wait
// until a started server answers its health route.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws if the child exits first or 30 s pass. */
export async function waitForHealth(child: ChildProcess, url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${child.spawnargs.join(' ')} did not start`);
}
