import { useSelector } from '@legendapp/state/react';
import { formatPoints, sumPoints } from '../../../../domain/points';
import { useLanguage, useT } from '../../../core/i18n';

const KIND_KEYS = {
  answers: 'quizEditor.tally.answers',
  statements: 'quizEditor.tally.statements',
  pairs: 'quizEditor.tally.pairs',
  rules: 'quizEditor.tally.rules',
  subRules: 'quizEditor.tally.subRules',
} as const;

const STATE_KEYS = { ok: 'quizEditor.tally.ok', left: 'quizEditor.tally.left', over: 'quizEditor.tally.over' } as const;

export interface PointsTallyProps {
  /** Read inside a selector: the whole to reach and the parts given so far. */
  read: () => { total: number; parts: number[] };
  /** 'answers', 'statements', 'pairs', 'rules', 'subRules': what the parts are. */
  kind: keyof typeof KIND_KEYS;
  /** Shares the whole out over the parts (a button); absent when there is nothing to share. */
  onShare?: () => void;
  id?: string;
}

/**
 * "Answers: 7 of 10 points, 3 left", live: the parts must add up to the
 * question's points (SPEC 5), so the teacher sees at once what is missing.
 */
export function PointsTally({ read, kind, onShare, id }: PointsTallyProps) {
  const t = useT();
  const language = useLanguage();
  // A string, so the tally re-renders only when the figures change.
  const figures = useSelector(() => {
    const { total, parts } = read();
    return `${sumPoints(parts)}|${total}`;
  });
  const [given = 0, total = 0] = figures.split('|').map(Number);
  const left = sumPoints([total, -given]);
  const state = left === 0 ? 'ok' : left > 0 ? 'left' : 'over';
  const params = { count: total, given: formatPoints(given, language), total: formatPoints(total, language), left: formatPoints(Math.abs(left), language) };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {/* Focusable from script only: the share button goes once the points add up, and the keyboard stays here. */}
      <p
        id={id}
        tabIndex={-1}
        aria-live="polite"
        className={state === 'ok' ? 'm-0 text-emerald-800 dark:text-emerald-300' : 'm-0 font-medium text-amber-800 dark:text-amber-300'}
      >
        {t(KIND_KEYS[kind], params)} <span>{t(STATE_KEYS[state], params)}</span>
      </p>
      {onShare && state !== 'ok' && total > 0 && (
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 py-1 text-xs"
          onClick={(event) => {
            onShare();
            (event.currentTarget.previousSibling as HTMLElement).focus();
          }}
        >
          {t('quizEditor.tally.share')}
        </button>
      )}
    </div>
  );
}
