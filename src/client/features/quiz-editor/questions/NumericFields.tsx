import { useT } from '../../../core/i18n';
import { BoundText } from '../fields/BoundText';

/** Numeric: the value, how far from it still counts as right, and the unit printed beside the box. */
export function NumericFields({ path }: { path: string }) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <BoundText path={`${path}.value`} label={t('quizEditor.numeric.value')} inputMode="decimal" required />
      <BoundText path={`${path}.tolerance`} label={t('quizEditor.numeric.tolerance')} hint={t('quizEditor.numeric.toleranceHint')} inputMode="decimal" />
      <BoundText path={`${path}.unit`} label={t('quizEditor.numeric.unit')} limit={30} />
    </div>
  );
}
