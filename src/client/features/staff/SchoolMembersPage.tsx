import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { SchoolRole } from '../../../domain/api/staff';
import { cache, useCachedQuery } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { paths, schoolPath } from '../../core/paths';
import { schoolRecordQuery } from '../../core/records.cache';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SchoolMembersPanel } from './SchoolMembersPanel';

interface SchoolHeading {
  id: string;
  name: string;
  role: SchoolRole;
  classrooms: unknown[];
}

/** /schools/{schoolId}/members (issue 16): the school's staff, its roles and, for owners, the invitation links. */
export function SchoolMembersPage() {
  const t = useT();
  const { schoolId = '' } = useParams<{ schoolId: string }>();
  const [, navigate] = useLocation();
  // The school's record, the one its page and breadcrumb read: its name and the reader's role.
  const record = schoolRecordQuery<SchoolHeading>(schoolId);
  const query = useCachedQuery(schoolId ? record.key : null, record.load, record.options);
  const school = query.data;
  useDocumentTitle(school ? `${t('staff.members.heading')} · ${school.name}` : t('staff.members.heading'));

  let body: ReactNode;
  if (school) {
    body = (
      <SchoolMembersPanel
        schoolId={school.id}
        schoolName={school.name}
        role={school.role}
        onLeft={() => {
          navigate(paths.schools);
          // After the navigation: the page being left must not ask again for a school it no longer sees.
          setTimeout(() => cache.invalidateTags(cacheTags.schools, cacheTags.school(school.id)), 0);
        }}
      />
    );
  } else if (query.loading) {
    body = <Loading variant="minimal" message={t('staff.page.loading')} />;
  } else if (query.error && toApiError(query.error).status === 404) {
    body = (
      <Alert tone="error" title={t('staff.page.notFound')}>
        <Link href={paths.schools} className="link">
          {t('staff.page.back')}
        </Link>
      </Alert>
    );
  } else {
    body = (
      <Alert tone="error" title={t('staff.page.loadFailed')}>
        <button type="button" className="link" onClick={() => void query.refresh()}>
          {t('staff.retry')}
        </button>
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="page-title m-0 break-words">{school ? school.name : t('staff.members.heading')}</h1>
        {school && (
          <Link href={schoolPath(school.id)} className="btn-secondary">
            {t('staff.page.classes')}
          </Link>
        )}
      </div>
      {body}
    </div>
  );
}
