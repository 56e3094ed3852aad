// Copies of one test kept on this device by several tabs (each tab keeps its
// own, draft-storage.ts) are combined when the test opens again: what each
// copy changed from the server's version it started from is applied, in turn,
// to the test as it is now. The units are the test's own fields, each
// section's title and context, each question (by id), and the order of the
// sections and of each section's questions. Two copies that changed the same
// unit differently are not combined: the teacher chooses (the conflict path),
// nothing is dropped on their behalf.
//
// A copy does not carry the whole version it started from (a large test
// twice over would not fit in the browser's storage), only a fingerprint of
// each unit of it (`BaseShape`): enough to tell what the copy changed.
import { type QuizDraft, toDocument } from './quiz-draft';

/** Unit -> fingerprint of the server's version a copy started from. */
export type BaseShape = Record<string, string>;

/** The test's units: its fields (`f.`), the sections' order, each section's own fields (`s.`) and questions' order (`o.`), each question (`q.`). */
function unitsOf(document: QuizDraft): Map<string, unknown> {
  const units = new Map<string, unknown>();
  for (const [key, value] of Object.entries(document)) if (key !== 'sections' && value !== undefined) units.set(`f.${key}`, value);
  units.set(
    'order',
    document.sections.map((section) => section.id),
  );
  for (const { questions, ...section } of document.sections) {
    units.set(`s.${section.id}`, section);
    units.set(
      `o.${section.id}`,
      questions.map((question) => question.id),
    );
    for (const question of questions) units.set(`q.${question.id}`, question);
  }
  return units;
}

/** JSON with every object's keys sorted: the server stores its own key order. */
function stable(value: unknown): string {
  const text: string | undefined = JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
  return text ?? '';
}

/** A 53-bit hash (cyrb53): a change is told apart from its base with a chance of error near 2^-53. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Each unit's fingerprint, with numbers read as numbers ("10" typed is the 10 the server has). */
export function shapeOf(document: QuizDraft): BaseShape {
  const shape: BaseShape = {};
  for (const [unit, value] of unitsOf(toDocument(document) as QuizDraft)) shape[unit] = hash(stable(value));
  return shape;
}

/**
 * `theirs` (the test as it is now) with what `mine` changed from `base` applied; null when both changed a unit
 * differently (with `preferMine`, mine is taken there) or the result would lose a changed question (one side
 * changed it, the other removed it).
 */
export function mergeDrafts(base: BaseShape, mine: QuizDraft, theirs: QuizDraft, preferMine = false): QuizDraft | null {
  const [myUnits, theirUnits] = [unitsOf(mine), unitsOf(theirs)];
  const [myShape, theirShape] = [shapeOf(mine), shapeOf(theirs)];
  const chosen = new Map<string, unknown>();
  for (const unit of new Set([...Object.keys(base), ...myUnits.keys(), ...theirUnits.keys()])) {
    const [was, my, their] = [base[unit], myShape[unit], theirShape[unit]];
    const takeMine = my !== was && (their === was || their === my || preferMine);
    if (my !== was && !takeMine) return null;
    const value = takeMine ? myUnits.get(unit) : theirUnits.get(unit);
    if (value !== undefined) chosen.set(unit, value);
  }
  const order = chosen.get('order') as string[] | undefined;
  if (!order) return null;
  const placed = new Set<string>();
  const sections: unknown[] = [];
  for (const id of order) {
    const section = chosen.get(`s.${id}`) as object | undefined;
    const ids = chosen.get(`o.${id}`) as string[] | undefined;
    if (!section || !ids) return null;
    const questions = ids.map((question) => {
      placed.add(`q.${question}`);
      return chosen.get(`q.${question}`);
    });
    if (questions.includes(undefined)) return null;
    sections.push({ ...section, questions });
  }
  const placedSections = new Set(order.flatMap((id) => [`s.${id}`, `o.${id}`]));
  // A unit chosen but placed nowhere would be lost (a question one side changed and the other removed).
  for (const unit of chosen.keys()) if ((unit[0] === 'q' && !placed.has(unit)) || (/^[so]\./.test(unit) && !placedSections.has(unit))) return null;
  if (placed.size !== order.reduce((n, id) => n + (chosen.get(`o.${id}`) as string[]).length, 0)) return null; // a question in two places
  const fields = [...chosen].filter(([unit]) => unit.startsWith('f.')).map(([unit, value]) => [unit.slice(2), value]);
  return { ...Object.fromEntries(fields), sections } as QuizDraft;
}
