import { textLength } from '../../domain/text-length';
import { useLanguage } from '../core/i18n';

/** The counter shows from this share of the limit on: far from it, it is noise. */
const NEAR = 0.9;

export interface CharacterCountProps {
  /** Its id, for the control's aria-describedby (pass it only while `isNear`). */
  id: string;
  text: string;
  max: number;
}

/** Whether a text is near enough its limit (or over it) for the counter to show. */
export function isNear(text: string, max: number): boolean {
  return text.length >= max * NEAR && textLength(text) >= max * NEAR;
}

/**
 * "1,987 / 2,000" under a text field near its limit, red once over it.
 * Nothing typed or pasted is cut to fit (an input's maxLength cut a pasted
 * question silently, and the cut text was saved): the field holds it all,
 * its message says the limit, and the form refuses it until it fits.
 * Characters are counted as a person counts them (domain/text-length).
 */
export function CharacterCount({ id, text, max }: CharacterCountProps) {
  const language = useLanguage();
  if (!isNear(text, max)) return null;
  const length = textLength(text);
  const format = new Intl.NumberFormat(language).format;
  const tone = length > max ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400';
  return (
    <p id={id} className={`m-0 text-right text-sm tabular-nums ${tone}`}>
      {format(length)} / {format(max)}
    </p>
  );
}
