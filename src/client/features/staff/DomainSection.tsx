import { useState } from 'react';
import { type JoinDomain, joinDomainSchema } from '../../../domain/api/staff';
import { useCachedQuery } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { notifyError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { TextField } from '../../ui/TextField';
import { fetchJoinDomain, putJoinDomain } from './staff.api';

const domainKey = (schoolId: string) => `staff:domain:${schoolId}`;

/**
 * An owner's sign-in by domain (issue 16): the domain of the staff's accounts
 * at the school's OpenID provider. Shown only where the server has one.
 */
export function DomainSection({ schoolId }: { schoolId: string }) {
  const t = useT();
  const query = useCachedQuery(domainKey(schoolId), () => fetchJoinDomain(schoolId), { ttlMs: 60_000, tags: [cacheTags.school(schoolId)] });
  if (!query.data?.available) return null;
  return (
    <section aria-labelledby="domain-heading" className="flex flex-col gap-3">
      <h2 id="domain-heading" className="m-0 text-lg font-semibold">
        {t('staff.domain.heading')}
      </h2>
      <p className="m-0 text-slate-600 dark:text-slate-300">{t('staff.domain.intro')}</p>
      {/* A new form for each stored value: the field starts from what the server has. */}
      <DomainForm key={query.data.domain ?? ''} schoolId={schoolId} stored={query.data} onSaved={() => void query.refresh()} />
    </section>
  );
}

function DomainForm({ schoolId, stored, onSaved }: { schoolId: string; stored: JoinDomain; onSaved: () => void }) {
  const t = useT();
  const [turningOff, setTurningOff] = useState(false);
  const form = useForm({
    id: 'domain-form',
    schema: joinDomainSchema,
    initialValues: { domain: stored.domain ?? '' },
    formatError: (error) => `${t('staff.domain.failed')} ${error.message}`,
  });
  const announce = (saved: JoinDomain) => toast.success(saved.domain ? t('staff.domain.saved', { domain: saved.domain }) : t('staff.domain.off'));

  const onSubmit = form.handleSubmit(async ({ domain }) => {
    announce(await putJoinDomain(schoolId, domain));
    onSaved();
  });

  const turnOff = async () => {
    setTurningOff(true);
    try {
      announce(await putJoinDomain(schoolId, ''));
      onSaved();
    } catch (error) {
      notifyError(error, { where: 'staff/domain', schoolId }, `${t('staff.domain.failed')} ${toApiError(error).message}`);
    } finally {
      setTurningOff(false);
    }
  };

  const busy = form.pending || turningOff;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      {form.formError && <Alert tone="error">{form.formError}</Alert>}
      <TextField {...form.field('domain')} label={t('staff.domain.label')} hint={t('staff.domain.hint')} autoComplete="off" />
      <div className="flex flex-wrap gap-2">
        <BusyButton type="submit" className="btn-primary" busy={busy}>
          {t('staff.domain.save')}
        </BusyButton>
        {stored.domain && (
          <BusyButton type="button" className="btn-secondary" busy={busy} onClick={() => void turnOff()}>
            {t('staff.domain.turnOff')}
          </BusyButton>
        )}
      </div>
    </form>
  );
}
