import { useSelector } from '@legendapp/state/react';
import { checkDistribution, type DistributionFinding } from '../../../domain/quiz/distribution';
import { useT } from '../../core/i18n';
import { Card } from '../../ui/Card';
import { focusPath } from './editor-actions';
import { useSession } from './editor-context';
import { describePlace } from './problem-places';

/**
 * SPEC 5's points distribution check, live (on the settled document):
 * errors that keep the test from the server, warnings the teacher may accept.
 */
export function DistributionCard() {
  const t = useT();
  const session = useSession();
  const findings = JSON.parse(useSelector(() => JSON.stringify(checkDistribution(session.settled$.get())))) as DistributionFinding[];
  const errors = findings.filter((f) => f.level === 'error');
  const warnings = findings.filter((f) => f.level === 'warning');
  const draft = session.doc$.peek();

  const item = (finding: DistributionFinding, index: number) => (
    <li key={`${finding.path}-${index}`} className="flex flex-wrap items-baseline gap-x-2">
      <button
        type="button"
        className="link border-0 bg-transparent p-0 text-left text-sm"
        onClick={() => focusPath(finding.path === 'total' ? 'totalPoints' : finding.path)}
      >
        {describePlace(finding.path, draft, t)}
      </button>
      <span>{t(finding.message.key, finding.message.params)}</span>
    </li>
  );

  return (
    <Card as="section" aria-labelledby="qe-distribution-heading">
      <h2 id="qe-distribution-heading" className="m-0 mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {t('quizEditor.distribution.heading')}
      </h2>
      <div aria-live="polite" className="flex flex-col gap-3 text-sm">
        {findings.length === 0 && <p className="m-0 text-emerald-800 dark:text-emerald-300">{t('quizEditor.distribution.ok')}</p>}
        {errors.length > 0 && (
          <div className="alert-error">
            <p className="m-0 font-semibold">{t('quizEditor.distribution.errors', { count: errors.length })}</p>
            <ul className="m-0 mt-1 flex flex-col gap-1 pl-5">{errors.map(item)}</ul>
          </div>
        )}
        {warnings.length > 0 && (
          <div className="alert border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
            <p className="m-0 font-semibold">{t('quizEditor.distribution.warnings', { count: warnings.length })}</p>
            <ul className="m-0 mt-1 flex flex-col gap-1 pl-5">{warnings.map(item)}</ul>
          </div>
        )}
      </div>
    </Card>
  );
}
