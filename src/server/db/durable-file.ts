// Writes a file so that after a crash or power loss the target name holds
// either the previous file or the whole new one, never part of it: write a
// temporary file in the same directory, flush it, rename it over the target,
// flush the directory so the rename itself is on disk.
import * as nodeFs from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The calls used, so a test can watch their order. */
export type FileIo = Pick<typeof nodeFs, 'openSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'renameSync' | 'rmSync'>;

export async function writeFileDurably(target: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, io: FileIo = nodeFs): Promise<void> {
  const directory = dirname(target);
  const temporary = join(directory, `.${basename(target)}.${process.pid}.partial`);
  const fd = io.openSync(temporary, 'wx', 0o600);
  try {
    try {
      for await (const chunk of chunks) {
        for (let offset = 0; offset < chunk.length; ) offset += io.writeSync(fd, chunk, offset, chunk.length - offset);
      }
      io.fsyncSync(fd);
    } finally {
      io.closeSync(fd);
    }
    io.renameSync(temporary, target);
  } catch (error) {
    io.rmSync(temporary, { force: true });
    throw error;
  }
  const dirFd = io.openSync(directory, 'r');
  try {
    io.fsyncSync(dirFd);
  } finally {
    io.closeSync(dirFd);
  }
}
