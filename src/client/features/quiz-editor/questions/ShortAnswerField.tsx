import { useT } from '../../../core/i18n';
import { BoundText } from '../fields/BoundText';

/** Short answer: what the barem expects. */
export function ShortAnswerField({ path }: { path: string }) {
  const t = useT();
  return <BoundText path={`${path}.expectedAnswer`} label={t('quizEditor.shortAnswer.expected')} required limit={500} />;
}
