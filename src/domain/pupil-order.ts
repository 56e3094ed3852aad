// The one order of pupils, wherever a list of them appears (the Pupils tab,
// the grade grid, class performance, the exports, the report PDF): the class
// register's, alphabetical by the name as the teacher wrote it (surname first
// in a Romanian register, "Popescu Ana", so the surname decides, then the
// given name), in the alphabet of the reader's language. In Romanian ă and â
// follow a, î follows i, ș follows s and ț follows t.
//
// Sorted here rather than by SQL ORDER BY: PGlite has no ICU collation for
// 'ro' and its default collation puts Ș and Ț after Z, so the same query
// would order differently on the two databases.

export interface NamedPupil {
  name: string;
}

const collators = new Map<string, Intl.Collator>();

function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(knownLocale(language), { sensitivity: 'base', numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

/** The tag when Intl knows it, the default locale when it does not; 'en' for a malformed tag (a RangeError must not fail a page). */
function knownLocale(language: string): string | undefined {
  try {
    return Intl.Collator.supportedLocalesOf([language]).length > 0 ? language : undefined;
  } catch {
    return 'en';
  }
}

/** A comparer for Array.prototype.sort; equal names keep their input order (sort is stable). */
export function comparePupils(language: string): (a: NamedPupil, b: NamedPupil) => number {
  const collator = collatorFor(language);
  return (a, b) => collator.compare(a.name, b.name);
}

/** A sorted copy. */
export function inPupilOrder<T extends NamedPupil>(pupils: readonly T[], language: string): T[] {
  return [...pupils].sort(comparePupils(language));
}
