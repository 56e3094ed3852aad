// Reference files a quiz carries (SPEC 9: pdf, doc, docx, txt; at most
// 10485760 bytes). The type is checked by content as well as by name, so a
// renamed executable is not stored as a "pdf".
import { withoutBidiControls } from '../domain/file-name';
import { decodeTextFile } from '../domain/text-encoding';

export const MAX_ATTACHMENT_BYTES = 10_485_760;
export const MAX_ATTACHMENTS_PER_QUIZ = 20;

export type AttachmentKind = 'pdf' | 'doc' | 'docx' | 'txt';

export const MEDIA_TYPES: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const startsWith = (content: Uint8Array, bytes: number[]) => bytes.every((b, i) => content[i] === b);

/** What an attachment is, by its bytes, and the bytes to store. */
export interface SniffedFile {
  kind: AttachmentKind;
  /** The file as uploaded; a text file not in UTF-8 is stored as UTF-8 (see textToStore). */
  content: Uint8Array;
}

/**
 * A .txt as it is stored and downloaded: UTF-8 as sent, any other text
 * (Notepad's "ANSI": windows-1250 on a Romanian Windows; its "Unicode":
 * UTF-16) turned into UTF-8 with a byte-order mark. The download is then
 * one charset, declared in its media type, and the BOM lets Notepad (every
 * version) and a browser opening the saved file read ș and ñ whatever the
 * computer's own code page: a windows-1250 file served as it came would
 * show "Întrebãri" on a Spanish colleague's Windows. Undefined when the
 * bytes are not text at all (see decodeTextFile).
 */
function textToStore(content: Uint8Array, language: string): Uint8Array | undefined {
  const decoded = decodeTextFile(content, language);
  if (!decoded) return undefined;
  return decoded.encoding === 'utf-8' ? content : new TextEncoder().encode(`\uFEFF${decoded.text}`);
}

/**
 * What the bytes are, whatever the name says; undefined when none of the
 * allowed kinds. `language` (the uploader's) only settles which code page a
 * text file is in when its letters cannot tell.
 */
export function sniffFile(content: Uint8Array, language: string): SniffedFile | undefined {
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { kind: 'pdf', content }; // %PDF-
  if (startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: 'doc', content }; // OLE compound file
  if (startsWith(content, [0x50, 0x4b, 0x03, 0x04])) {
    // A zip: a Word document names word/document.xml in its directory.
    return Buffer.from(content.buffer, content.byteOffset, content.byteLength).includes('word/document.xml') ? { kind: 'docx', content } : undefined;
  }
  const text = textToStore(content, language);
  return text ? { kind: 'txt', content: text } : undefined;
}

export function kindFromName(fileName: string): AttachmentKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension && extension in MEDIA_TYPES ? (extension as AttachmentKind) : undefined;
}

/**
 * The file name the client sent in X-File-Name, percent-encoded (it may hold
 * any Unicode). Undefined when the header is missing or its encoding is broken
 * ("%", "%ZZ.pdf", half an emoji): the upload is then refused, not crashed.
 */
export function decodeFileName(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return undefined;
  }
}

/** A file name safe to store and to send back: no path, no control characters, no bidi overrides, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const base = withoutBidiControls(raw.split(/[\\/]/).pop() ?? '');
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  // The end is kept (the extension says what the file is); a cut through a surrogate pair leaves its low half first.
  const tail = cleaned.slice(-200);
  return /^\p{Surrogate}/u.test(tail) ? tail.slice(1) : tail;
}

/** RFC 6266 header that keeps diacritics in the downloaded name. */
export function contentDisposition(name: string): string {
  // Half of a surrogate pair cannot be percent-encoded (encodeURIComponent throws): whatever cut the name, it goes.
  const fileName = withoutBidiControls(name.replace(/\p{Surrogate}/gu, ''));
  const ascii =
    fileName
      .normalize('NFD')
      // For the old clients that read only this name: a dash stays a dash ("Test 1 – 9A" -> "Test 1 - 9A").
      .replace(/\p{Pd}/gu, '-')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
