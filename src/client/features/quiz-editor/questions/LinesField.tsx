import { LIMITS } from '../../../../domain/quiz/schema';
import { useT } from '../../../core/i18n';
import { BoundText } from '../fields/BoundText';

/** Lines (answer on lines) and open (essay): how many lines the paper gives the answer. */
export function LinesField({ path }: { path: string }) {
  const t = useT();
  return (
    <BoundText
      path={`${path}.lines`}
      label={t('quizEditor.lines.label')}
      hint={t('quizEditor.lines.hint', { max: LIMITS.lines, count: LIMITS.lines })}
      inputMode="numeric"
      required
      className="max-w-xs"
    />
  );
}
