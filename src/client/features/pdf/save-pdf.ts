// Handing the finished PDF to the user: a download (core/download) with a readable name.

/** "Evaluare la matematică" -> "evaluare-la-matematica" (ASCII survives every file system). */
const slug = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');

/**
 * The title, then the words that tell one file from another (the class, the kind in the reader's
 * language): "Evaluare 1", "a IX-a B", "raport" -> "evaluare-1-a-ix-a-b-raport.pdf". Two classes'
 * reports of one test no longer overwrite each other in the Downloads folder.
 */
export function pdfFileName(title: string, ...words: readonly (string | null | undefined)[]): string {
  const parts = [slug(title, 60) || 'catedra', ...words.map((word) => slug(word ?? '', 40))];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}
