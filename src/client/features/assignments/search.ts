// Searching titles and names the way a Romanian teacher types: without
// diacritics, in any case, words in any order ("evaluare ix" finds
// "Evaluare la matematică, a IX-a B").
import { foldText } from '../../../domain/fold-text';

/** Every word of the query appears somewhere in the text. */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** A cmdk filter over the item's keywords (its visible names), ignoring its value (an id). */
export function keywordFilter(_value: string, search: string, keywords: readonly string[] = []): number {
  return matchesSearch(keywords.join(' '), search) ? 1 : 0;
}
