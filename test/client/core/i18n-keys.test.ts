import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { isPluralForms, type PluralForms } from '../../../src/domain/plurals';

const root = join(import.meta.dirname, '..', '..', '..');
type Tree = { [key: string]: string | Tree };
const load = (language: string) => JSON.parse(readFileSync(join(root, 'i18n', `${language}.json`), 'utf8')) as Tree;
const dictionaries = { en: load('en'), ro: load('ro'), es: load('es') };

/** Leaf key -> text, with dotted paths; a text with plural forms is one leaf, read by its `other` form. */
function leaves(tree: Tree, prefix = '', plurals?: Map<string, PluralForms>): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (isPluralForms(value)) {
      found.set(path, value.other);
      plurals?.set(path, value);
    } else for (const [child, text] of leaves(value, path, plurals)) found.set(child, text);
  }
  return found;
}

const pluralTexts = { en: new Map<string, PluralForms>(), ro: new Map<string, PluralForms>(), es: new Map<string, PluralForms>() };
const texts = {
  en: leaves(dictionaries.en, '', pluralTexts.en),
  ro: leaves(dictionaries.ro, '', pluralTexts.ro),
  es: leaves(dictionaries.es, '', pluralTexts.es),
};
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('i18n dictionaries', () => {
  for (const language of ['ro', 'es'] as const) {
    it(`en and ${language} have the same keys`, () => {
      const missing = [...texts.en.keys()].filter((key) => !texts[language].has(key));
      const extra = [...texts[language].keys()].filter((key) => !texts.en.has(key));
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
    });

    it(`${language} keeps every {{placeholder}} of the English text, and no text is empty`, () => {
      for (const [key, english] of texts.en) {
        const translated = texts[language].get(key) ?? '';
        assert.ok(translated.trim(), `${language}: ${key} is empty`);
        assert.deepEqual(placeholders(translated), placeholders(english), `${language}: ${key}`);
      }
    });
  }

  it('a text with plural forms has them in every language (a string in one and forms in another is a missing key)', () => {
    const mixed = [...texts.en.keys()].filter((key) => new Set((['en', 'ro', 'es'] as const).map((language) => pluralTexts[language].has(key))).size > 1);
    assert.deepEqual(mixed, []);
  });

  for (const language of ['en', 'ro', 'es'] as const) {
    it(`${language} gives every form its plural rules use for whole counts, and only the count's placeholders differ`, () => {
      const rules = new Intl.PluralRules(language);
      const needed = new Set(Array.from({ length: 201 }, (_, count) => rules.select(count)));
      for (const [key, forms] of pluralTexts[language]) {
        for (const category of needed) assert.ok(forms[category], `${language}: ${key} lacks its "${category}" form`);
        for (const text of Object.values(forms)) {
          const extra = placeholders(text).filter((name) => !placeholders(forms.other).includes(name));
          assert.deepEqual(extra, [], `${language}: ${key}`);
        }
      }
    });
  }

  it('every key used under src/client exists in en', () => {
    const namespaces = Object.keys(dictionaries.en).join('|');
    // t('a.b') calls, plus key literals kept in tables ('auth.passwordStrength.weak').
    const keyLiteral = new RegExp(`\\bt\\(\\s*['"\`]([^'"\`]+)['"\`]|['"\`]((?:${namespaces})\\.[\\w.]+)['"\`]`, 'g');
    const missing: string[] = [];
    let used = 0;
    for (const file of sourceFiles(join(root, 'src', 'client'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(keyLiteral)) {
        const key = match[1] ?? match[2] ?? '';
        used += 1;
        if (!texts.en.has(key)) missing.push(`${key} (${file.slice(root.length + 1)})`);
      }
    }
    assert.ok(used > 50, `only ${used} keys found: is the pattern still right?`);
    assert.deepEqual(missing, []);
  });

  it('keeps the English texts the server and the SPEC rely on', () => {
    const contract: Record<string, string> = {
      'validation.required': 'Field is required',
      'validation.minLength': 'Must be at least {{n}} characters long',
      'validation.email': 'Invalid email address',
      'validation.emailRequired': 'Email is required',
      'validation.firstName': 'First name must contain only letters and spaces (2-50 characters)',
      'validation.password': 'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
      'validation.passwordsMatch': 'Passwords must match',
      'errors.network': 'Network connection issue. Please check your internet connection and try again.',
      'errors.rateLimited': 'Too many attempts. Please wait {{seconds}} seconds and try again.',
      'auth.errors.invalidCredentials': 'Invalid email or password.',
      'auth.register.failed': 'Registration failed',
      'auth.register.failedRetry': 'Registration failed. Please try again.',
      'mail.reset.subject': 'Reset your Catedra password',
    };
    for (const [key, text] of Object.entries(contract)) assert.equal(texts.en.get(key), text, key);
  });
});
