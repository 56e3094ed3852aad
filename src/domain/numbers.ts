// Numbers as people write them: strings typed in a form or pasted from a
// spreadsheet ("7,5") are read as numbers. The schemas' number field is
// number-field.ts, apart, so that reading a typed mark does not bring the
// validation library into the grade grid's first load.

/**
 * How people write a number: digits with at most one decimal point or comma,
 * and a sign. JavaScript's Number() would also read "1e1" as 10, "0x10" as 16
 * and "Infinity"; a teacher who typed those made a mistake, so they stay text.
 */
const WRITTEN_NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Spaces inside a number only as thousands are grouped ("1 000", "12 500,5"). Any other space is a slip: "1 5"
 * read as 15 saved a mark nobody meant (the teacher meant 1,5 or hit the space bar), and "7 5" was refused as
 * "at most 20".
 */
const GROUPED_THOUSANDS = /^[-+]?\d{1,3}(\s\d{3})+([.,]\d*)?$/;

/** "7,5" and " 7.5 " are 7.5; "" is missing; anything else that is not a written number stays as it is (and fails). */
export function parseNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const compact = GROUPED_THOUSANDS.test(trimmed) ? trimmed.replace(/\s/g, '') : trimmed;
  if (compact === '') return undefined;
  if (!WRITTEN_NUMBER.test(compact)) return value;
  return Number(compact.replace(',', '.'));
}
