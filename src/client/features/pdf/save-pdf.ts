// Handing the finished PDF to the user: a download (core/download) with a readable name.

/** "Evaluare la matematică" + test -> "evaluare-la-matematica-test.pdf" (ASCII survives every file system). */
export function pdfFileName(title: string, kind: string, version?: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${[slug || 'catedra', kind, version?.toLowerCase()].filter(Boolean).join('-')}.pdf`;
}
