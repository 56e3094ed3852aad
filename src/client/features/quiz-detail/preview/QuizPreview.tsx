import { type KeyboardEvent, useId, useState } from 'react';
import type { QuizDocument } from '../../../../domain/quiz/types';
import { useT } from '../../../core/i18n';
import type { LineStyle } from '../../pdf';
import { GradingSchemePreview } from './GradingSchemePreview';
import { PaperLanguage } from './paper-language';
import { TestPreview } from './TestPreview';

type Pane = 'test' | 'scheme';

export interface QuizPreviewProps {
  quiz: QuizDocument;
  lineStyle: LineStyle;
  /** The region's id (the editor's "focus the preview" command lands on it). */
  id?: string;
}

/**
 * The test and its grading scheme side by side; on a narrow screen one at a
 * time, behind tabs. Read-only HTML: the texts are shown as text.
 */
export function QuizPreview({ quiz, lineStyle, id }: QuizPreviewProps) {
  const t = useT();
  const base = useId();
  const [pane, setPane] = useState<Pane>('test');
  const panes: { key: Pane; label: string }[] = [
    { key: 'test', label: t('quizzes.preview.testTab') },
    { key: 'scheme', label: t('quizzes.preview.schemeTab') },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: Pane = pane === 'test' ? 'scheme' : 'test';
    setPane(next);
    setTimeout(() => document.getElementById(`${base}-tab-${next}`)?.focus(), 0);
  };
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${base}-heading`}
      className="flex min-w-0 flex-col gap-3 rounded-md outline-none focus-visible:ring-3 focus-visible:ring-primary-500"
    >
      <h2 id={`${base}-heading`} className="m-0 text-lg font-semibold text-slate-900 dark:text-white">
        {t('quizzes.preview.heading')}
      </h2>
      <div role="tablist" aria-label={t('quizzes.preview.heading')} onKeyDown={onKeyDown} className="flex gap-2 md:hidden">
        {panes.map(({ key, label }) => (
          <button
            key={key}
            id={`${base}-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={pane === key}
            aria-controls={`${base}-panel-${key}`}
            tabIndex={pane === key ? 0 : -1}
            onClick={() => setPane(key)}
            className="btn-secondary aria-selected:border-primary-600 aria-selected:bg-primary-50 aria-selected:text-primary-900 dark:aria-selected:bg-slate-800 dark:aria-selected:text-primary-100"
          >
            {label}
          </button>
        ))}
      </div>
      <div className="grid min-w-0 gap-4 md:grid-cols-2">
        {panes.map(({ key, label }) => (
          <div key={key} id={`${base}-panel-${key}`} role="tabpanel" aria-label={label} className={`min-w-0 ${pane === key ? '' : 'hidden md:block'}`}>
            <p aria-hidden="true" className="m-0 mb-2 hidden text-sm font-semibold text-slate-700 md:block dark:text-slate-300">
              {label}
            </p>
            <PaperLanguage language={quiz.language}>
              {key === 'test' ? <TestPreview quiz={quiz} lineStyle={lineStyle} /> : <GradingSchemePreview quiz={quiz} />}
            </PaperLanguage>
          </div>
        ))}
      </div>
    </section>
  );
}
