import { useCallback, useLayoutEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { cache, useQuery } from '../../core/cache';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { classroomPath } from '../../core/paths';
import { Card } from '../../ui/Card';
import { Loading } from '../../ui/Loading';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadFailure, StatTile, TrendBadge, useFormatters } from '../results';
import { PupilComments } from './PupilComments';
import { PupilHistory } from './PupilHistory';
import { pupilPerformanceQuery } from './pupil-performance.api';
import type { PupilComment, PupilPerformance } from './pupil-performance.types';

/** SPEC 2 pupil performance (/classrooms/:classroomId/pupils/:pupilId/performance): history against the class, trend, comments. */
export function PupilPerformancePage() {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const format = useFormatters();
  const { classroomId = '', pupilId = '' } = useParams<{ classroomId: string; pupilId: string }>();
  const query = classroomId && pupilId ? pupilPerformanceQuery(classroomId, pupilId) : null;
  const { data, error, loading, refresh } = useQuery<PupilPerformance>(query);
  useDocumentTitle(data ? t('performance.pupil.documentTitle', { name: data.pupil.name }) : t('performance.pupil.pageTitle'));

  // The comments live in the cached answer: the page re-renders from it, and a later visit within the TTL sees them.
  const commentsChanged = useCallback(
    (comments: PupilComment[]) => {
      if (!classroomId || !pupilId) return;
      const { key, options } = pupilPerformanceQuery(classroomId, pupilId);
      const current = cache.get<PupilPerformance>(key) ?? data;
      if (current) cache.set(key, { ...current, comments }, options);
    },
    [data, classroomId, pupilId],
  );

  // After Try again the keyboard waits on the heading; the page's own heading takes it once the pupil is in.
  const retried = useRef(false);
  useLayoutEffect(() => {
    if (!data || !retried.current) return;
    retried.current = false;
    heading.current?.focus({ preventScroll: true });
  }, [data]);

  if (!data) {
    const missing = error ? toApiError(error).status === 404 : false;
    // One heading through the loading and a failure: Try again sends the keyboard to it (the button goes as the load starts).
    return (
      <div className="flex flex-col gap-4">
        <h1 ref={heading} tabIndex={-1} className="page-title rounded-sm focusable">
          {t('performance.pupil.pageTitle')}
        </h1>
        {loading ? (
          <Loading message={t('performance.pupil.loading')} />
        ) : (
          <LoadFailure
            message={missing ? t('performance.pupil.notFound') : t('performance.failed')}
            retryLabel={t('performance.retry')}
            onRetry={() => {
              retried.current = true;
              void refresh();
            }}
            focusOnRetry={heading}
          />
        )}
      </div>
    );
  }

  const { pupil, classroom } = data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="m-0 text-sm font-medium text-slate-600 dark:text-slate-400">{t('performance.pupil.pageTitle')}</p>
        <h1 ref={heading} tabIndex={-1} className="page-title m-0 break-words rounded-sm focusable">
          {pupil.name}
        </h1>
        <Link href={classroomPath(classroom.schoolId, classroom.id)} className="link self-start text-sm">
          <span aria-hidden="true">← </span>
          {t('performance.pupil.backToClass', { classroom: classroom.name })}
        </Link>
      </header>
      <dl className="m-0 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label={t('performance.pupil.average')} value={format.number(data.averageMark)} />
        <StatTile label={t('performance.pupil.last')} value={format.number(data.lastMark)} />
        <StatTile label={t('performance.pupil.tests')} value={format.number(data.results.length)} />
        <StatTile
          label={t('performance.pupil.trend')}
          value={
            <span className="text-lg">
              <TrendBadge trend={data.trend} />
            </span>
          }
        />
      </dl>
      <p className="m-0 -mt-3 text-sm text-slate-600 dark:text-slate-400">{t('performance.trend.rule')}</p>
      <Card>
        <PupilHistory name={pupil.name} results={data.results} />
      </Card>
      <Card>
        <PupilComments pupilId={pupil.id} comments={data.comments} onChange={commentsChanged} />
      </Card>
    </div>
  );
}
