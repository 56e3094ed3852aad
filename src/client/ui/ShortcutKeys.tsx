import { type ComponentPropsWithoutRef, Fragment } from 'react';
import { useT } from '../core/i18n';
import { shortcutKeys } from '../core/shortcuts';

export interface ShortcutKeysProps {
  /** A registry shortcut string (`mod+k`, `g h`, `?`). */
  shortcut: string;
  className?: string;
  /** Each cap in the reader's language (ui/key-names.ts): given where the i18n `keys` texts are loaded. */
  names?: (cap: string) => string;
}

const KEY_CAP =
  'min-w-6 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-sans text-xs font-medium text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200';

/** One key cap, the look every key shown in the app shares (a shortcut, a chooser's number key). */
export function Kbd({ className = '', ...props }: ComponentPropsWithoutRef<'kbd'>) {
  return <kbd className={`${KEY_CAP} ${className}`} {...props} />;
}

/** Key caps for a shortcut: Ctrl K, or G then H for a sequence. */
export function ShortcutKeys({ shortcut, className = '', names }: ShortcutKeysProps) {
  const t = useT();
  const steps = shortcutKeys(shortcut);
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 text-xs text-slate-500 dark:text-slate-400 ${className}`}>
      {steps.map((keys, step) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a shortcut's steps are a fixed sequence; the position is what tells them apart (g then g)
        <Fragment key={step}>
          {step > 0 && <span>{t('shortcuts.then')}</span>}
          {keys.map((key) => (
            <Kbd key={key}>{names ? names(key) : key}</Kbd>
          ))}
        </Fragment>
      ))}
    </span>
  );
}
