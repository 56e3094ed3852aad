// Reference files a quiz carries (SPEC 9: pdf, doc, docx, txt; at most
// 10485760 bytes). The type is checked by content as well as by name, so a
// renamed executable is not stored as a "pdf".
import { withoutBidiControls } from '../domain/file-name';

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

function isUtf8Text(content: Uint8Array): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** What the bytes are, whatever the name says; undefined when none of the allowed kinds. */
export function sniffKind(content: Uint8Array): AttachmentKind | undefined {
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE compound file
  if (startsWith(content, [0x50, 0x4b, 0x03, 0x04])) {
    // A zip: a Word document names word/document.xml in its directory.
    return Buffer.from(content.buffer, content.byteOffset, content.byteLength).includes('word/document.xml') ? 'docx' : undefined;
  }
  return isUtf8Text(content) ? 'txt' : undefined;
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
  return base
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(-200);
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
