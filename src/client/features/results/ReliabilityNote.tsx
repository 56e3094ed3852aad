import { useT } from '../../core/i18n';
import { Alert } from '../../ui/Alert';

/** Why small-class figures are to be read loosely (below 10 graded pupils), in one sentence. */
export function ReliabilityNote({ gradedPupils }: { gradedPupils: number }) {
  const t = useT();
  return (
    <Alert tone="info" title={t('analysis.unreliable.title')}>
      {/* 'Only 0 pupils were graded, so one pupil can change these figures' said nothing true. */}
      {gradedPupils === 0 ? t('analysis.unreliable.none') : t('analysis.unreliable.text', { count: gradedPupils })}
    </Alert>
  );
}
