// Number fields with SPEC 5's generic messages. Strings typed in a form or
// pasted from a spreadsheet ("7,5") are read as numbers.
import { coerce, define, refine, type Struct, unknown } from 'superstruct';
import { hasAtMostDecimals } from './points';
import { encodeMessage } from './validation';

/**
 * How people write a number: digits with at most one decimal point or comma,
 * and a sign. JavaScript's Number() would also read "1e1" as 10, "0x10" as 16
 * and "Infinity"; a teacher who typed those made a mistake, so they stay text.
 */
const WRITTEN_NUMBER = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** "7,5" and " 7.5 " are 7.5; "" is missing; anything else that is not a written number stays as it is (and fails). */
export function parseNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.trim().replace(/\s/g, '');
  if (compact === '') return undefined;
  if (!WRITTEN_NUMBER.test(compact)) return value;
  return Number(compact.replace(',', '.'));
}

const isNumber = define<number>('number', (value) => {
  if (value === undefined || value === null || value === '') return encodeMessage('validation.required');
  return (typeof value === 'number' && Number.isFinite(value)) || encodeMessage('validation.number');
});

interface NumberRules {
  min?: number;
  max?: number;
  /** Most decimal places allowed (0 = a whole number). */
  decimals?: number;
}

export function numberField(rules: NumberRules): Struct<number, null> {
  return refine(coerce(isNumber, unknown(), parseNumber), 'number', (value) => {
    if (rules.decimals === 0 && !Number.isInteger(value)) return encodeMessage('validation.wholeNumber');
    if (rules.decimals !== undefined && rules.decimals > 0 && !hasAtMostDecimals(value, rules.decimals)) {
      return encodeMessage('validation.decimals', { n: rules.decimals });
    }
    if (rules.min === 0 && value < 0) return encodeMessage('validation.positive');
    if (rules.min !== undefined && value < rules.min) return encodeMessage('validation.min', { n: rules.min });
    if (rules.max !== undefined && value > rules.max) return encodeMessage('validation.max', { n: rules.max });
    return true;
  });
}
