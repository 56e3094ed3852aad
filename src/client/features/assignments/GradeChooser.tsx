import { Command as Cmdk } from 'cmdk';
import { useRef } from 'react';
import { useCachedQuery } from '../../core/cache';
import { useT } from '../../core/i18n';
import { classroomQuizEvaluatePath } from '../../core/paths';
import { CHOOSER_INPUT, CHOOSER_OPTION } from '../../ui/chooser-classes';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { quizzesWithAssignmentsQuery } from './assignments.api';
import { keywordFilter } from './search';

/** 'Grade a quiz in a classroom…': every assigned (quiz, classroom) pair, searchable; choosing one opens its grid. */
export function GradeChooser({ onClose, onChoose }: { onClose: () => void; onChoose: (path: string) => void }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const query = useCachedQuery(quizzesWithAssignmentsQuery.key, quizzesWithAssignmentsQuery.load, quizzesWithAssignmentsQuery.options);
  const pairs = (query.data ?? []).flatMap((quiz) => quiz.assignments.map((assignment) => ({ quiz, assignment })));
  return (
    <Modal open onClose={onClose} title={t('assignments.gradeChooser.title')} hideTitle position="top" size="lg" closeButton={false} initialFocus={inputRef}>
      <Cmdk label={t('assignments.gradeChooser.title')} loop filter={keywordFilter} className="flex flex-col">
        <div className="border-b border-slate-200 px-4 dark:border-slate-700">
          <Cmdk.Input ref={inputRef} placeholder={t('assignments.gradeChooser.placeholder')} className={CHOOSER_INPUT} />
        </div>
        <Cmdk.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2" label={t('assignments.gradeChooser.results')}>
          {query.loading && (
            <Cmdk.Loading>
              <Loading variant="minimal" />
            </Cmdk.Loading>
          )}
          {!query.loading && (
            <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
              {query.error ? t('assignments.loadQuizzesFailed') : t('assignments.gradeChooser.empty')}
            </Cmdk.Empty>
          )}
          {pairs.map(({ quiz, assignment }) => {
            const label = t('assignments.gradeChooser.item', { quiz: quiz.title, classroom: assignment.classroomName });
            return (
              <Cmdk.Item
                key={`${quiz.id}:${assignment.classroomId}`}
                value={`${quiz.id}:${assignment.classroomId}`}
                keywords={[label, assignment.schoolName]}
                onSelect={() => {
                  onClose();
                  onChoose(classroomQuizEvaluatePath(assignment.schoolId, assignment.classroomId, quiz.id));
                }}
                className={CHOOSER_OPTION}
              >
                <span className="truncate">{label}</span>
                <span className="truncate text-xs text-slate-600 dark:text-slate-300">{assignment.schoolName}</span>
              </Cmdk.Item>
            );
          })}
        </Cmdk.List>
      </Cmdk>
    </Modal>
  );
}
