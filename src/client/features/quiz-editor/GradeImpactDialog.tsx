import { useSelector } from '@legendapp/state/react';
import { useRef } from 'react';
import type { GradeImpact } from '../../../domain/grade-impact';
import { formatPoints } from '../../../domain/points';
import { useLanguage, useT } from '../../core/i18n';
import { Modal } from '../../ui/Modal';
import { useSession } from './editor-context';

/** The lines of the summary, only those that say something (a count of 0 is left out). */
function impactLines(impact: GradeImpact, t: ReturnType<typeof useT>, format: (points: number) => string): string[] {
  const lines: string[] = [];
  if (impact.questionsRemoved > 0) lines.push(t('quizEditor.gradeImpact.questionsRemoved', { n: impact.questionsRemoved }));
  if (impact.rulesRemoved > 0) lines.push(t('quizEditor.gradeImpact.rulesRemoved', { n: impact.rulesRemoved }));
  if (impact.marksDeleted > 0) lines.push(t('quizEditor.gradeImpact.marksDeleted', { n: impact.marksDeleted }));
  if (impact.maximumsLowered > 0) lines.push(t('quizEditor.gradeImpact.maximumsLowered', { n: impact.maximumsLowered, marks: impact.marksLowered }));
  if (impact.totalsLowered > 0) lines.push(t('quizEditor.gradeImpact.totalsLowered', { n: impact.totalsLowered }));
  if (impact.pupilsCleared > 0) lines.push(t('quizEditor.gradeImpact.pupilsCleared', { n: impact.pupilsCleared }));
  if (impact.scale) {
    const { totalPoints, basePoints } = impact.scale;
    lines.push(
      t('quizEditor.gradeImpact.scale', {
        count: totalPoints.to,
        total: format(totalPoints.to),
        base: format(basePoints.to),
        fromTotal: format(totalPoints.from),
        fromBase: format(basePoints.from),
      }),
    );
  }
  if (impact.analysesRemoved > 0) lines.push(t('quizEditor.gradeImpact.analysesRemoved', { n: impact.analysesRemoved }));
  return lines;
}

/**
 * Before a save that changes grades already entered: how many graded pupils
 * it affects and how, and nothing is saved until the teacher confirms.
 * Keeping on editing is the safe default (focused first, and Escape).
 */
export function GradeImpactDialog() {
  const t = useT();
  const language = useLanguage();
  const session = useSession();
  const impact = useSelector(() => session.status$.gradeImpact.get());
  const keepEditing = useRef<HTMLButtonElement>(null);
  if (!impact) return null;
  const cancel = () => session.actor.send({ type: 'grades.cancel' });
  return (
    <Modal
      open
      onClose={cancel}
      title={t('quizEditor.gradeImpact.title')}
      description={t('quizEditor.gradeImpact.intro', { graded: impact.gradedPupils, changed: impact.changedPupils })}
      role="alertdialog"
      closeButton={false}
      initialFocus={keepEditing}
    >
      <div className="flex flex-col gap-3 px-5 pt-3 sm:px-6">
        <ul className="m-0 flex list-disc flex-col gap-1 pl-5 text-sm text-slate-800 dark:text-slate-100">
          {impactLines(impact, t, (points) => formatPoints(points, language)).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="m-0 text-sm text-slate-600 dark:text-slate-300">{t('quizEditor.gradeImpact.notice')}</p>
      </div>
      <div className="flex flex-col-reverse gap-2 px-5 pb-5 pt-6 sm:flex-row sm:justify-end sm:px-6">
        <button ref={keepEditing} type="button" className="btn-secondary" onClick={cancel}>
          {t('quizEditor.gradeImpact.cancel')}
        </button>
        <button type="button" className="btn-primary" onClick={() => session.actor.send({ type: 'grades.confirm' })}>
          {t('quizEditor.gradeImpact.confirm')}
        </button>
      </div>
    </Modal>
  );
}
