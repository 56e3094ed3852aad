// A text that varies with a number is an object of CLDR plural forms in the
// dictionaries ({ "one": "…", "few": "…", "other": "…" }), and the `count`
// parameter picks the form with the language's own rules (Intl.PluralRules):
// Romanian has three ("o problemă", "3 probleme", "20 de probleme"), English
// and Spanish two. Client and server translate through this one rule. The
// older texts whose count is named `n` ("at most {{n}} characters", kept so by
// the SPEC's English) are counted by `n` when no `count` is given.

const CATEGORIES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);
const rulesFor = new Map<string, Intl.PluralRules>();

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function isPluralForms(value: unknown): value is PluralForms {
  if (!value || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  return keys.includes('other') && keys.every((key) => CATEGORIES.has(key) && typeof (value as Record<string, unknown>)[key] === 'string');
}

/** The number a text's plural form follows: `count`, else `n`. */
export function countIn(params: Readonly<Record<string, unknown>> | undefined): unknown {
  return params?.count ?? params?.n;
}

/** The form's key for `count` in `language`, falling back to `other` when the dictionary lacks that form. */
export function pluralCategory(forms: PluralForms, language: string, count: unknown): keyof PluralForms {
  if (typeof count !== 'number' || !Number.isFinite(count)) return 'other';
  let rules = rulesFor.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesFor.set(language, rules);
  }
  const category = rules.select(count);
  return forms[category] === undefined ? 'other' : category;
}
