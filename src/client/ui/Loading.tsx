import { useT } from '../core/i18n';

/** SPEC 2's four loading variants. */
export type LoadingVariant = 'default' | 'auth' | 'minimal' | 'branded';

export interface LoadingProps {
  variant?: LoadingVariant;
  /** What is being waited for; each variant has a sensible default. */
  message?: string;
}

const DEFAULT_MESSAGE_KEY: Record<LoadingVariant, string> = {
  default: 'common.loading',
  auth: 'common.initializingAuth',
  minimal: 'common.loading',
  branded: 'loading.app',
};

/**
 * A wait with a live message: `default` fills the content area (lazy
 * screens), `auth` and `branded` fill the viewport (start-up, guards),
 * `minimal` sits inline (a panel, a table). The spinner is decoration; the
 * message is what assistive technology announces.
 */
export function Loading({ variant = 'default', message }: LoadingProps) {
  const t = useT();
  const text = message ?? t(DEFAULT_MESSAGE_KEY[variant]);

  if (variant === 'minimal') {
    return (
      <div role="status" aria-live="polite" className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-primary-600 dark:border-slate-700 dark:border-t-primary-300"
        />
        <span>{text}</span>
      </div>
    );
  }

  const fullScreen = variant === 'auth' || variant === 'branded';
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        fullScreen
          ? 'flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-slate-600 dark:text-slate-300'
          : 'flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-slate-600 dark:text-slate-300'
      }
    >
      {fullScreen && (
        <span aria-hidden="true" className="brand-mark h-12 w-12 text-2xl">
          C
        </span>
      )}
      {variant === 'branded' && <p className="text-xl font-bold text-slate-900 dark:text-white">{t('app.name')}</p>}
      <span aria-hidden="true" className="spinner" />
      <p>{text}</p>
    </div>
  );
}
