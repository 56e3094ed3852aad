// Runs the real server (src/server/main.ts through tsx) as a child process,
// for what only a process can show: the lock file, restarts, kill -9.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/** `wrapper`: a command to run the server under, e.g. strace and its options. */
export function startServerProcess(env: Record<string, string>, wrapper: string[] = []): Promise<ServerProcess> {
  const server = [process.execPath, '--import', 'tsx', join(root, 'src', 'server', 'main.ts')];
  const [command, ...args] = [...wrapper, ...server] as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => (output += more.toString()));
        resolve({ child, baseUrl: match[1], output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(Object.assign(new Error(`server exited (${code}) before listening:\n${output}`), { output, code })));
  });
}

export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal);
  return server.exited;
}
