import { useRef, useState } from 'react';
import {
  type CreatedInvitation,
  INVITATION_DEFAULT_DAYS,
  INVITATION_MAX_DAYS,
  INVITATION_MAX_USES,
  type Invitation,
  invitationSchema,
} from '../../../domain/api/staff';
import { useCachedQuery } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { useRegisterCommands } from '../../core/commands';
import { confirm } from '../../core/dialog.store';
import { notifyError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { useLanguage, useT } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { useForm } from '../../core/use-form';
import { Alert } from '../../ui/Alert';
import { BusyButton } from '../../ui/BusyButton';
import { focusAfterRemoval, focusedElement } from '../../ui/focus-after-removal';
import { TextField } from '../../ui/TextField';
import { formatDay, formatMoment } from './day';
import { createInvitation, fetchInvitations, revokeInvitation } from './staff.api';
import { invitationRevokeId, useInvitationRowCommand } from './use-invitation-row-command';

const invitationsKey = (schoolId: string) => `staff:invitations:${schoolId}`;

/** An owner's part of the Members tab: make a link (copy it, or have it mailed), see the links still working, withdraw one. */
export function InvitationsSection({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const t = useT();
  const language = useLanguage();
  const query = useCachedQuery(invitationsKey(schoolId), () => fetchInvitations(schoolId), { ttlMs: 60_000, tags: [cacheTags.school(schoolId)] });
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const createdRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    id: 'invitation-form',
    schema: invitationSchema,
    initialValues: { maxUses: '1', expiresInDays: String(INVITATION_DEFAULT_DAYS), email: '' },
    formatError: (error) => `${t('staff.invite.failed')} ${error.message}`,
  });

  const onSubmit = form.handleSubmit(async (input) => {
    const invitation = await createInvitation(schoolId, input);
    setCreated(invitation);
    void query.refresh();
    toast.success(t(invitation.mailed ? 'staff.invite.mailed' : 'staff.invite.created'));
    // The link is what the owner came for: selected, ready to copy, and mid-window, where the toast that
    // announces it does not cover it (it appeared at the window's foot, under the toast, on a laptop).
    setTimeout(() => {
      createdRef.current?.scrollIntoView({ block: 'center' });
      linkRef.current?.select();
    }, 0);
  });

  // On this page the palette's "Invite a colleague…" goes to the form, and "Make an invitation link" submits it as it stands.
  // The labels are this feature's texts: the school page's command of the same name is in `schools`, which this page's chunk does not load.
  useRegisterCommands([
    {
      id: 'school.invite',
      labelKey: 'staff.invite.command',
      keywords: ['invite', 'colleague', 'member', 'invită', 'coleg', 'invitar', 'colega'],
      group: 'actions',
      run: () => document.getElementById('invitation-form-maxUses')?.focus(),
    },
    {
      id: 'school.createInvitation',
      labelKey: 'staff.invite.create',
      keywords: ['invite', 'link', 'invitație', 'invitación', 'enlace'],
      group: 'actions',
      when: () => !form.pending,
      run: () => formRef.current?.requestSubmit(),
    },
  ]);

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      toast.success(t('staff.invite.copied'));
    } catch {
      // No clipboard permission (an older browser, plain http): the link stays selected for Ctrl+C.
      linkRef.current?.select();
      toast.info(t('staff.invite.copyByHand'));
    }
  };

  const revoke = async (invitation: Invitation) => {
    // The link's Withdraw button: its item leaves the list, and the keyboard goes on to the next link, not to the page.
    const origin = focusedElement();
    const confirmed = await confirm({
      title: t('staff.invite.revokeConfirm.title'),
      message: t('staff.invite.revokeConfirm.message', { link: linkName(invitation), school: schoolName }),
      confirmLabel: t('staff.invite.revokeConfirm.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await revokeInvitation(schoolId, invitation.id);
      focusAfterRemoval(origin);
      toast.success(t('staff.invite.revoked'));
      if (created?.id === invitation.id) setCreated(null);
    } catch (error) {
      notifyError(error, { where: 'staff/revoke', schoolId }, `${t('staff.invite.revokeFailed')} ${toApiError(error).message}`);
    }
    void query.refresh();
  };

  const pending = query.data ?? [];
  // What tells the links apart: the link's end (the owner can match it against the link they sent) and whom it was for.
  const linkName = ({ linkEnd: end, sentTo: email }: Invitation) =>
    end ? t(email ? 'staff.invite.linkEndingFor' : 'staff.invite.linkEnding', { end, email }) : t('staff.invite.linkOlder');
  const describe = (invitation: Invitation) =>
    t('staff.invite.pendingItem', {
      link: linkName(invitation),
      made: formatMoment(invitation.createdAt, language),
      uses: invitation.uses,
      max: invitation.maxUses,
      day: formatDay(invitation.expiresAt, language),
      name: invitation.createdByName,
    });
  const rowChooser = useInvitationRowCommand({ invitations: pending, describe, onRevoke: (invitation) => void revoke(invitation) });
  return (
    <section aria-labelledby="invite-heading" className="flex flex-col gap-4">
      <h2 id="invite-heading" className="m-0 text-lg font-semibold">
        {t('staff.invite.heading', { school: schoolName })}
      </h2>
      <p className="m-0 text-slate-600 dark:text-slate-300">{t('staff.invite.intro')}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
        {form.formError && (
          <div className="sm:col-span-3">
            <Alert tone="error">{form.formError}</Alert>
          </div>
        )}
        <TextField
          {...form.field('maxUses')}
          label={t('staff.invite.maxUses')}
          hint={t('staff.invite.maxUsesHint', { max: INVITATION_MAX_USES })}
          inputMode="numeric"
        />
        <TextField
          {...form.field('expiresInDays')}
          label={t('staff.invite.days')}
          hint={t('staff.invite.daysHint', { max: INVITATION_MAX_DAYS, count: INVITATION_MAX_DAYS })}
          inputMode="numeric"
        />
        <TextField {...form.field('email')} label={t('staff.invite.email')} hint={t('staff.invite.emailHint')} type="email" autoComplete="off" />
        <div className="sm:col-span-3">
          <BusyButton type="submit" className="btn-primary" busy={form.pending}>
            {t(form.pending ? 'staff.invite.creating' : 'staff.invite.create')}
          </BusyButton>
        </div>
      </form>
      {created && (
        <div ref={createdRef} className="alert-success flex flex-col gap-2">
          <label htmlFor="invitation-link" className="font-semibold">
            {t('staff.invite.link')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input id="invitation-link" ref={linkRef} readOnly value={created.url} className="input min-w-0 flex-1 font-mono text-sm" />
            <button type="button" className="btn-secondary" onClick={() => void copy()}>
              {t('staff.invite.copy')}
            </button>
          </div>
          <p className="m-0 text-sm">{t('staff.invite.linkHint', { count: created.maxUses, day: formatDay(created.expiresAt, language) })}</p>
        </div>
      )}
      <h3 className="m-0 text-base font-semibold">{t('staff.invite.pending')}</h3>
      {pending.length === 0 ? (
        <p className="m-0 text-slate-600 dark:text-slate-300">{query.loading ? t('staff.members.loading') : t('staff.invite.none')}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {pending.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700"
            >
              <span>{describe(invitation)}</span>
              <button id={invitationRevokeId(invitation.id)} type="button" className="btn-secondary" onClick={() => void revoke(invitation)}>
                {t('staff.invite.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {rowChooser}
    </section>
  );
}
