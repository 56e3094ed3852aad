// How well a palette command matches what was typed, and the palette's order
// while searching. cmdk's own fuzzy score let a keyword or scattered letters
// beat the command's name, and cmdk 1.1 never reorders its groups (it looks a
// group up by its React id, but marks it with its heading), so the first group
// with any match won: "assign" chose "Go to Settings". The palette ranks with
// these functions instead (cmdk's shouldFilter off).
//
// Tiers, best first: the name starts with the query; the query starts a word
// of the name (whole word or prefix alike, so "school" finds "Schools" as
// readily as "school…"); every query word starts some name word; the query is
// inside the name; then the same for the keywords; then letters in order
// (typos: "quizes"). Ties: a command that acts at once before one that opens
// a chooser (its name ends in "…"), an earlier palette group first, an
// earlier match first. Accents and case are ignored ("scoala" finds "Școala").

/** Score for a name equal to the query; cmdk hides items scoring 0. */
const EXACT = 1;
const NAME_TIERS = { start: 0.9, word: 0.8, allWords: 0.7, inside: 0.6 } as const;
const KEYWORD_TIERS = { start: 0.5, word: 0.5, allWords: 0.45, inside: 0.4 } as const;
const NAME_LETTERS = 0.2;
const KEYWORD_LETTERS = 0.1;
/** The tie-breakers stay well below the gap between two tiers (0.05). */
const ACTS_AT_ONCE = 0.02;
const GROUP_STEP = 0.002;
const POSITION_STEP = 0.00001;

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[…]|\.\.\./g, '')
    .trim();
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

type Tier = keyof typeof NAME_TIERS;

/** The best way `query` matches `text` (both normalized), and where. */
function match(text: string, query: string): { tier: Tier; at: number } | null {
  if (text.startsWith(query)) return { tier: 'start', at: 0 };
  const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(query)}`, 'u').exec(text);
  if (wordStart) return { tier: 'word', at: wordStart.index + wordStart[1]!.length };
  const queryWords = words(query);
  const textWords = words(text);
  if (queryWords.length > 1 && queryWords.every((q) => textWords.some((w) => w.startsWith(q)))) return { tier: 'allWords', at: 0 };
  const inside = text.indexOf(query);
  if (inside >= 0) return { tier: 'inside', at: inside };
  return null;
}

function lettersInOrder(text: string, query: string): boolean {
  let from = 0;
  for (const letter of query.replace(/\s+/g, '')) {
    const at = text.indexOf(letter, from);
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The score of one command: `label` is the item's value (its translated name), `keywords`
 * its hidden search words; `groupIndex` is its group's place in the palette.
 */
export function paletteScore(label: string, search: string, keywords: readonly string[] = [], groupIndex = 0): number {
  const query = normalizeForSearch(search);
  if (!query) return EXACT;
  const name = normalizeForSearch(label);
  if (name === query) return EXACT;
  const base = baseScore(name, query, keywords.map(normalizeForSearch));
  if (base === null) return 0;
  const actsAtOnce = /(…|\.\.\.)\s*$/.test(label) ? 0 : ACTS_AT_ONCE;
  const group = GROUP_STEP * Math.max(0, 5 - groupIndex);
  const position = POSITION_STEP * Math.max(0, 100 - base.at);
  return base.score + actsAtOnce + group + position;
}

function baseScore(name: string, query: string, keywords: readonly string[]): { score: number; at: number } | null {
  const onName = match(name, query);
  if (onName) return { score: NAME_TIERS[onName.tier], at: onName.at };
  let best: number | null = null;
  for (const keyword of keywords) {
    const onKeyword = match(keyword, query);
    if (onKeyword) best = Math.max(best ?? 0, KEYWORD_TIERS[onKeyword.tier]);
  }
  if (best !== null) return { score: best, at: 100 };
  if (lettersInOrder(name, query)) return { score: NAME_LETTERS, at: 100 };
  if (keywords.some((keyword) => lettersInOrder(keyword, query))) return { score: KEYWORD_LETTERS, at: 100 };
  return null;
}

export interface RankedEntry {
  label: string;
  keywords?: readonly string[];
  groupIndex: number;
}

/** The entries that match `search`, best first; equal scores keep their order. */
export function rankBySearch<T extends RankedEntry>(entries: readonly T[], search: string): T[] {
  return entries
    .map((entry) => ({ entry, score: paletteScore(entry.label, search, entry.keywords, entry.groupIndex) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ entry }) => entry);
}
