// Numbers written as a reader of a language writes them (7,5 in Romanian and
// Spanish), for the interface's texts and fields. Apart from numbers.ts (which
// reads typed numbers): every text goes through this, so it sits in the boot,
// and reading numbers, which the dashboard never does, stays out of it.

/**
 * A number as a person reading the given language writes it, every digit kept (not rounded as points are
 * for display): 0.75 is "0,75" in Romanian and Spanish. For a stored number put back in a field to edit.
 */
export function writtenNumber(value: number, language: string): string {
  const text = String(value);
  return language === 'en' ? text : text.replace('.', ',');
}

/**
 * A text's parameters with their numbers written as the language writes them ("cele 2,5 puncte", not
 * "2.5"); the rest as given. Numbers a text shows rounded or grouped come formatted already, as strings.
 */
export function writtenParams<T extends Readonly<Record<string, unknown>>>(params: T | undefined, language: string): T | undefined {
  if (!params || language === 'en') return params;
  const written: Record<string, unknown> = { ...params };
  for (const name in written) if (typeof written[name] === 'number') written[name] = writtenNumber(written[name], language);
  return written as T;
}
