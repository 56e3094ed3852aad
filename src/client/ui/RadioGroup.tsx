import { useId } from 'react';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
  /** Set on the label (a language's own name). */
  lang?: string;
}

export interface RadioGroupProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  /** Help under the legend. */
  hint?: string;
}

/** A segment; the radio inside it decides its checked and focused look. */
const CHOICE_CLASS = [
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800',
  'has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900',
  'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-500',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
  'dark:has-[:checked]:border-primary-400 dark:has-[:checked]:bg-slate-800 dark:has-[:checked]:text-primary-100',
].join(' ');

/** A fieldset of radio buttons shown as segmented choices; arrow keys move between them (native radios). */
export function RadioGroup<V extends string>({ legend, name, value, options, onChange, hint }: RadioGroupProps<V>) {
  const id = useId();
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="field-label mb-2 p-0">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field-hint mb-2">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} lang={option.lang} className={CHOICE_CLASS}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-primary-700 outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
