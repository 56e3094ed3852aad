import { useT } from '../../../core/i18n';
import { isMacPlatform } from '../../../core/shortcuts';
import { Kbd } from '../../../ui/ShortcutKeys';

// Key caps are what is printed on the keys, the same in every language (as core/shortcuts.ts does).
const KEYS: { caps: string[]; key: string }[] = [
  { caps: ['↑', '↓', '←', '→'], key: 'grading.keys.move' },
  { caps: ['0-9'], key: 'grading.keys.type' },
  { caps: ['Enter'], key: 'grading.keys.enter' },
  { caps: ['Tab'], key: 'grading.keys.tab' },
  { caps: ['F2'], key: 'grading.keys.edit' },
  { caps: ['Esc'], key: 'grading.keys.escape' },
  { caps: ['Delete'], key: 'grading.keys.clear' },
  { caps: ['Shift', '↑↓←→'], key: 'grading.keys.select' },
  { caps: ['MOD', 'Z'], key: 'grading.keys.undo' },
  { caps: ['Shift', 'MOD', 'Z'], key: 'grading.keys.redo' },
  { caps: ['MOD', 'C'], key: 'grading.keys.copy' },
  { caps: ['MOD', 'V'], key: 'grading.keys.paste' },
  { caps: ['MOD', 'Shift', 'Enter'], key: 'grading.keys.fill' },
];

/** The grid's keys, one click away (the shortcut help lists the palette commands; these are the grid's own). */
export function KeyboardHelp() {
  const t = useT();
  const mod = isMacPlatform() ? '⌘' : 'Ctrl';
  return (
    <details className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900">
      <summary className="cursor-pointer select-none font-medium text-slate-800 dark:text-slate-100">{t('grading.keys.title')}</summary>
      <dl className="mt-2 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
        {KEYS.map(({ caps, key }) => (
          <div key={key} className="flex items-center justify-between gap-3">
            <dt className="text-slate-700 dark:text-slate-300">{t(key)}</dt>
            <dd className="m-0 flex shrink-0 gap-1">
              {caps.map((cap) => (
                <Kbd key={cap}>{cap === 'MOD' ? mod : cap}</Kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
