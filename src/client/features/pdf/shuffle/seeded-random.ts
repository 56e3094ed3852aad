// Reproducible randomness for printed versions (groups A-D): the same seed
// must give the same order on every machine and in every later reprint, so
// Math.random is out. mulberry32 is tiny, fast and good enough for shuffling
// a few dozen items; the seed text is folded to 32 bits with FNV-1a.

/** A source of numbers in [0, 1), like Math.random but seeded. */
export type Random = () => number;

/** FNV-1a over the UTF-16 code units: "group A of seed 42" -> a 32-bit seed. */
export function hashSeed(seed: string | number): number {
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a 32-bit state, a period of 2^32. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededRandom(seed: string | number): Random {
  return mulberry32(hashSeed(seed));
}

/** Fisher-Yates on a copy: every order equally likely, the input untouched. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
