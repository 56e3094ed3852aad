// The ZIP writer's dates (workbooks and the account export): it wrote 0 for
// the date and time, which is no date at all (month 0, day 0), and archivers
// listed every file as made on 1980-00-00.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { zip } from '../../src/server/export/zip';
import { newTeacher } from './helpers/accounts';
import { testApp } from './helpers/app';

/** Every entry's date, from the local headers and the central directory, as YYYY-MM-DD HH:MM:SS. */
function entryDates(archive: Buffer): string[] {
  const dates: string[] = [];
  const read = (at: number) => {
    const time = archive.readUInt16LE(at);
    const date = archive.readUInt16LE(at + 2);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${1980 + (date >> 9)}-${two((date >> 5) & 15)}-${two(date & 31)} ${two(time >> 11)}:${two((time >> 5) & 63)}:${two((time & 31) * 2)}`;
  };
  for (let at = 0; at + 4 <= archive.length; at++) {
    const signature = archive.readUInt32LE(at);
    if (signature === 0x04034b50) dates.push(read(at + 10));
    if (signature === 0x02014b50) dates.push(read(at + 12));
  }
  return dates;
}

const files = [
  { name: 'a.json', content: '{}' },
  { name: 'b.json', content: '[]' },
];

describe('ZIP entry dates', () => {
  test('a workbook is dated 1980-01-01, the earliest a ZIP can say, so the same data gives the same bytes', () => {
    assert.deepEqual(entryDates(zip(files)), Array(4).fill('1980-01-01 00:00:00'));
    assert.deepEqual(zip(files), zip(files));
  });

  test('an archive handed to a person carries when it was made', async () => {
    assert.deepEqual(entryDates(zip(files, new Date(2026, 10, 28, 10, 37, 30))), Array(4).fill('2026-11-28 10:37:30'));
    const t = await testApp();
    try {
      const teacher = await newTeacher(t.app);
      const before = new Date();
      const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: teacher.headers });
      assert.equal(response.statusCode, 200);
      const day = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
      const days = new Set(entryDates(response.rawPayload).map((date) => date.slice(0, 10)));
      assert.ok(
        [...days].every((date) => date === day(before) || date === day(new Date())),
        [...days].join(),
      );
    } finally {
      await t.close();
    }
  });
});
