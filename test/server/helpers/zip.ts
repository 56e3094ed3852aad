// Reads one file out of a zip the server wrote (local headers in order,
// deflated): enough for tests of the exports, no zip library needed.
import { inflateRawSync } from 'node:zlib';

export function zipEntry(buffer: Buffer, name: string): string {
  let offset = 0;
  while (buffer.readUInt32LE(offset) === 0x04034b50) {
    const size = buffer.readUInt32LE(offset + 18);
    const nameLength = buffer.readUInt16LE(offset + 26);
    const start = offset + 30 + nameLength + buffer.readUInt16LE(offset + 28);
    if (buffer.subarray(offset + 30, offset + 30 + nameLength).toString() === name) return inflateRawSync(buffer.subarray(start, start + size)).toString();
    offset = start + size;
  }
  throw new Error(`${name} not in the zip`);
}
