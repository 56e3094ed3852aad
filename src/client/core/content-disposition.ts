// The file name a download's content-disposition header suggests (RFC 6266):
// the UTF-8 `filename*` when present (it keeps ș and ñ), else the plain
// `filename`. Only the last path segment is kept, so a name can never point
// elsewhere on the user's disk.

function lastSegment(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}

export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const decoded = lastSegment(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
      if (decoded) return decoded;
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  const cleaned = name === undefined ? '' : lastSegment(name);
  return cleaned || null;
}
