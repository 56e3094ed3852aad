// A number field with SPEC 5's generic messages, for the schemas: what is
// typed is read as numbers.ts reads it, then checked.
import { coerce, define, refine, type Struct, unknown } from 'superstruct';
import { parseNumber } from './numbers';
import { hasAtMostDecimals } from './points';
import { encodeMessage } from './validation';

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
