// Items grouped under a key, in their order: what a list of rows becomes when
// each parent (a quiz, a class) shows its own. Map.groupBy arrives in Node 21;
// this also maps each item as it is grouped.

/** The items under each key, in the order they came, each as `valueFor` makes it. */
export function groupBy<T, K, V = T>(items: Iterable<T>, keyOf: (item: T) => K, valueFor: (item: T) => V = (item) => item as unknown as V): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    const value = valueFor(item);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
}
