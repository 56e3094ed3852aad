// Reads an `strace -f -y` log of the server into the events the durability
// tests reason about: WAL and data-file writes, flushes, and HTTP requests and
// answers on their sockets. Only the order of the lines matters, never time.
import { spawnSync } from 'node:child_process';

export function straceAvailable(): boolean {
  return spawnSync('strace', ['-V'], { encoding: 'utf8' }).status === 0;
}

export const STRACE_MISSING = 'strace is not installed: the durability proof needs it (apt-get install strace; .ci/run must list strace in its apt packages)';

/** strace in front of a command: every thread, file paths for descriptors, only the calls we read. */
export function straceCommand(outFile: string): string[] {
  return [
    'strace',
    '-f',
    '--seccomp-bpf',
    '-y',
    '-s',
    '24',
    '-o',
    outFile,
    '-e',
    'trace=read,write,writev,pwrite64,pwritev,fsync,fdatasync,sync_file_range,rename,renameat,renameat2',
  ];
}

export type TraceEvent =
  | { kind: 'write'; path: string; line: number }
  | { kind: 'sync'; path: string; line: number }
  | { kind: 'request'; socket: string; text: string; line: number }
  | { kind: 'answer'; socket: string; text: string; line: number }
  /** What the traced program printed on stdout or stderr (markers). */
  | { kind: 'stdout'; text: string; line: number };

// `12345 fdatasync(23</data/pg/pg_wal/0001>) = 0`; a descriptor's path may hold `->` (TCP:[a->b]).
const CALL = /^(\d+)\s+(\w+)\((\d+)<(.+?)>(?=[,)])(.*)$/;
const UNFINISHED = /^(\d+)\s+(\w+)\((.*) <unfinished \.\.\.>$/;
const RESUMED = /^(\d+)\s+<\.\.\. (\w+) resumed>(.*)$/;

function succeeded(rest: string): boolean {
  const result = /\)\s+=\s+(-?\d+)/.exec(rest);
  return result !== null && Number(result[1]) >= 0;
}

function toEvent(call: string, fd: number, path: string, rest: string, line: number): TraceEvent | undefined {
  if (fd === 1 || fd === 2) return call === 'write' ? { kind: 'stdout', text: rest, line } : undefined;
  const socket = path.startsWith('TCP') || path.startsWith('socket:');
  if (call === 'fsync' || call === 'fdatasync' || call === 'sync_file_range') {
    return succeeded(rest) ? { kind: 'sync', path, line } : undefined;
  }
  if (socket && call === 'read' && /"(GET|POST|PUT|PATCH|DELETE) /.test(rest)) return { kind: 'request', socket: path, text: rest, line };
  if (socket && (call === 'write' || call === 'writev') && rest.includes('HTTP/1.1 ')) return { kind: 'answer', socket: path, text: rest, line };
  if (path.startsWith('/') && (call === 'pwrite64' || call === 'pwritev' || call === 'write' || call === 'writev')) {
    return succeeded(rest) ? { kind: 'write', path, line } : undefined;
  }
  return undefined;
}

/**
 * Events in the order they happened in each thread, each with its thread id. A call strace split in two
 * (`<unfinished ...>` / `resumed`) counts where it finished: a flush counts only
 * once it has returned.
 */
export function parseTrace(text: string): (TraceEvent & { thread: number })[] {
  const events: (TraceEvent & { thread: number })[] = [];
  const pending = new Map<string, string>();
  text.split('\n').forEach((raw, index) => {
    const unfinished = UNFINISHED.exec(raw);
    if (unfinished) {
      pending.set(`${unfinished[1]}:${unfinished[2]}`, `${unfinished[1]} ${unfinished[2]}(${unfinished[3]}`);
      return;
    }
    const resumed = RESUMED.exec(raw);
    const full = resumed ? `${pending.get(`${resumed[1]}:${resumed[2]}`) ?? ''}${resumed[3]}` : raw;
    const call = CALL.exec(full);
    if (!call) return;
    const event = toEvent(call[2]!, Number(call[3]), call[4]!, call[5]!, index);
    if (event) events.push({ ...event, thread: Number(call[1]) });
  });
  return events;
}

const isWal = (path: string) => /\/pg_wal\/[0-9A-F]{24}$/.test(path);

export interface AnswerCheck {
  answer: string;
  /** WAL segments written while the request was in the server. */
  walWritten: string[];
  /** Those whose last write before the answer was not flushed before it. */
  unflushed: string[];
}

/**
 * For every answer matching `status` (e.g. `HTTP/1.1 201`): the WAL written
 * between its request's arrival and the answer, and which of those segments
 * had no successful fsync/fdatasync after their last write and before the answer.
 */
export function checkAnswers(events: TraceEvent[], status: string): AnswerCheck[] {
  const checks: AnswerCheck[] = [];
  const arrived = new Map<string, number>();
  events.forEach((event, position) => {
    if (event.kind === 'request') arrived.set(event.socket, position);
    if (event.kind !== 'answer' || !event.text.includes(status)) return;
    const start = arrived.get(event.socket) ?? 0;
    const lastWrite = new Map<string, number>();
    const lastSync = new Map<string, number>();
    for (let i = 0; i < position; i++) {
      const earlier = events[i]!;
      if (earlier.kind === 'write' && isWal(earlier.path)) lastWrite.set(earlier.path, i);
      if (earlier.kind === 'sync' && isWal(earlier.path)) lastSync.set(earlier.path, i);
    }
    const walWritten = [...lastWrite].filter(([, at]) => at > start).map(([path]) => path);
    const unflushed = [...lastWrite].filter(([path, at]) => (lastSync.get(path) ?? -1) < at).map(([path]) => path);
    checks.push({ answer: `line ${event.line + 1}: ${event.text.slice(0, 60)}`, walWritten, unflushed });
  });
  return checks;
}
