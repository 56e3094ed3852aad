// Backups are written so that a crash or power loss leaves the previous file
// or the whole new one under the target name, never a part of one.

import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { type FileIo, writeFileDurably } from '../../src/server/db/durable-file';

const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'catedra-backup-'));
  dirs.push(dir);
  return dir;
}

/** node:fs, with every call that matters for durability written down in order. */
function watchedIo(calls: string[], dir: string): FileIo {
  const name = (path: fs.PathLike) => String(path).replace(dir, '<dir>');
  const fds = new Map<number, string>();
  return {
    openSync: ((path: fs.PathLike, flags: fs.OpenMode, mode?: fs.Mode) => {
      const fd = fs.openSync(path, flags, mode);
      fds.set(fd, name(path));
      return fd;
    }) as FileIo['openSync'],
    writeSync: ((fd: number, ...rest: unknown[]) => {
      calls.push(`write ${fds.get(fd)}`);
      return (fs.writeSync as (...args: unknown[]) => number)(fd, ...rest);
    }) as FileIo['writeSync'],
    fsyncSync: (fd) => {
      calls.push(`fsync ${fds.get(fd)}`);
      fs.fsyncSync(fd);
    },
    closeSync: (fd) => fs.closeSync(fd),
    renameSync: (from, to) => {
      calls.push(`rename ${name(from)} -> ${name(to)}`);
      fs.renameSync(from, to);
    },
    rmSync: (path, options) => {
      calls.push(`rm ${name(path)}`);
      fs.rmSync(path, options);
    },
  };
}

describe('writing a backup file', () => {
  test('the file is written under a temporary name, flushed, renamed into place, and the directory flushed', async () => {
    const dir = tempDir();
    const target = join(dir, 'catedra.tar.gz');
    const calls: string[] = [];
    const content = Buffer.from('a complete snapshot');
    await writeFileDurably(target, [content.subarray(0, 5), content.subarray(5)], watchedIo(calls, dir));
    assert.deepEqual(readFileSync(target), content);
    const temporary = `<dir>/.catedra.tar.gz.${process.pid}.partial`;
    assert.deepEqual(calls, [`write ${temporary}`, `write ${temporary}`, `fsync ${temporary}`, `rename ${temporary} -> <dir>/catedra.tar.gz`, 'fsync <dir>']);
    assert.deepEqual(readdirSync(dir), ['catedra.tar.gz']);
  });

  test('a writer that fails half-way leaves the earlier file untouched and no partial file', async () => {
    const dir = tempDir();
    const target = join(dir, 'catedra.tar.gz');
    writeFileSync(target, 'yesterday');
    async function* failing() {
      yield Buffer.from('half of tod');
      throw new Error('the disk is full');
    }
    await assert.rejects(writeFileDurably(target, failing()), /the disk is full/);
    assert.equal(readFileSync(target, 'utf8'), 'yesterday');
    assert.deepEqual(readdirSync(dir), ['catedra.tar.gz']);
  });
});
