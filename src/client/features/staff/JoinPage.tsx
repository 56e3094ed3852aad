import { type ReactNode, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { InvitationStatus } from '../../../domain/api/staff';
import { cache, useCachedQuery } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { paths, schoolPath } from '../../core/paths';
import { toast } from '../../core/toasts.store';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Loading } from '../../ui/Loading';
import { useDocumentTitle } from '../../ui/use-document-title';
import { acceptInvitation, previewInvitation } from './staff.api';

/** Why a link no longer works, by its literal key (the i18n check reads keys as written). */
const STATUS_KEYS: Record<Exclude<InvitationStatus, 'valid'>, string> = {
  expired: 'staff.join.status.expired',
  used: 'staff.join.status.used',
  revoked: 'staff.join.status.revoked',
};

/** /join/{token}: what an invitation link asks (which school, from whom), and joining it as a teacher (issue 16). */
export function JoinPage() {
  const t = useT();
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Never kept: a link's state changes with every use.
  const query = useCachedQuery(token ? `staff:join:${token}` : null, () => previewInvitation(token), { ttlMs: 0 });
  useDocumentTitle(t('staff.join.title'));
  const preview = query.data;

  const join = async () => {
    setJoining(true);
    setFailure(null);
    try {
      const { schoolId } = await acceptInvitation(token);
      cache.invalidateTags(cacheTags.schools);
      toast.success(t('staff.join.joined', { school: preview?.schoolName ?? '' }));
      navigate(schoolPath(schoolId), { replace: true });
    } catch (error) {
      setFailure(toApiError(error).message);
      void query.refresh();
    } finally {
      setJoining(false);
    }
  };

  let body: ReactNode;
  if (!preview && query.loading) {
    body = <Loading variant="minimal" message={t('staff.join.loading')} />;
  } else if (!preview) {
    body = <Alert tone="error">{query.error ? toApiError(query.error).message : t('staff.join.invalid')}</Alert>;
  } else if (preview.alreadyMember) {
    body = (
      <Alert tone="info">
        {t('staff.join.alreadyMember', { school: preview.schoolName })}{' '}
        <Link href={schoolPath(preview.schoolId)} className="link">
          {t('staff.join.openSchool')}
        </Link>
      </Alert>
    );
  } else if (preview.status !== 'valid') {
    body = <Alert tone="error">{t(STATUS_KEYS[preview.status], { school: preview.schoolName })}</Alert>;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="m-0 text-lg">
          {preview.invitedBy
            ? t('staff.join.question', { name: preview.invitedBy, school: preview.schoolName })
            : t('staff.join.questionNoName', { school: preview.schoolName })}
        </p>
        <p className="m-0 text-slate-600 dark:text-slate-300">{t('staff.join.what')}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" disabled={joining} onClick={() => void join()}>
            {t(joining ? 'staff.join.joining' : 'staff.join.accept', { school: preview.schoolName })}
          </button>
          <Link href={paths.home} className="btn-secondary">
            {t('staff.join.notNow')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="page-title m-0">{t('staff.join.title')}</h1>
      <Card>{body}</Card>
    </div>
  );
}
