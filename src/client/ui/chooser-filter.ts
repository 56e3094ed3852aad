// The choosers' fuzzy match: cmdk's own scorer (command-score: letters in
// order, word starts and runs count more), over the names with diacritics
// folded, so "stefan" finds "Ștefan cel Mare" and "scoala" finds "Școala".
import { defaultFilter } from 'cmdk';
import { foldText } from '../../domain/fold-text';

/**
 * A cmdk filter that scores the item's keywords (its names) and ignores its
 * value, which is the record id: an id's letters must not match a search.
 */
export function chooserFilter(_value: string, search: string, keywords: readonly string[] = []): number {
  const haystack = foldText(keywords.join(' '));
  const needle = foldText(search.trim());
  if (!needle) return 1;
  return defaultFilter(haystack, needle);
}
