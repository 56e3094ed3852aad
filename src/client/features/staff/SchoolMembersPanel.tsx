import type { SchoolMember, SchoolRole } from '../../../domain/api/staff';
import { cache, useCachedQuery } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { useRegisterCommands } from '../../core/commands';
import { useLanguage, useT } from '../../core/i18n';
import { useSession } from '../../core/session';
import { Alert } from '../../ui/Alert';
import { Loading } from '../../ui/Loading';
import { DomainSection } from './DomainSection';
import { formatDay } from './day';
import { InvitationsSection } from './InvitationsSection';
import { changeRole, leaveAfterConfirm, ROLE_KEYS, removeAfterConfirm } from './member-actions';
import { fetchMembers } from './staff.api';
import { memberRowActionId, useMemberRowCommands } from './use-member-row-commands';

export const membersKey = (schoolId: string) => `staff:members:${schoolId}`;

export interface SchoolMembersPanelProps {
  schoolId: string;
  schoolName: string;
  /** The reader's role: owners manage the members and the invitations. */
  role: SchoolRole;
  /** After the reader left the school: the page goes elsewhere. */
  onLeft: () => void;
}

/** The school's Members tab (issue 16): who works here and as what; owners invite, change roles, remove; anyone leaves. */
export function SchoolMembersPanel({ schoolId, schoolName, role, onLeft }: SchoolMembersPanelProps) {
  const t = useT();
  const language = useLanguage();
  const { user } = useSession();
  const query = useCachedQuery(membersKey(schoolId), () => fetchMembers(schoolId), { ttlMs: 60_000, tags: [cacheTags.school(schoolId)] });
  const owner = role === 'owner';
  const refreshMembers = (members?: SchoolMember[]) => {
    if (members) cache.set(membersKey(schoolId), members, { ttlMs: 60_000, tags: [cacheTags.school(schoolId)] });
    else void query.refresh();
  };

  const members = query.data;
  // The reader's own row has Leave the school; the palette offers it too, through the same question.
  const me = members?.find((member) => member.userId === user?.id);
  const leave = () => {
    if (!me) return;
    void leaveAfterConfirm(schoolId, me.userId, schoolName, t).then((left) => {
      if (left) onLeft();
    });
  };
  const changeMemberRole = (member: SchoolMember, next: SchoolRole) => void changeRole(schoolId, member, next, t).then((list) => list && refreshMembers(list));
  const remove = (member: SchoolMember) =>
    void removeAfterConfirm(schoolId, member, t).then((removed) => {
      if (removed) refreshMembers();
    });
  // An owner's controls on each colleague's row, from the palette too.
  const colleagues = owner ? (members ?? []).filter((member) => member.userId !== user?.id) : [];
  const rowChooser = useMemberRowCommands({ colleagues, onChangeRole: changeMemberRole, onRemove: remove });
  useRegisterCommands([
    {
      id: 'school.leave',
      labelKey: 'staff.members.leave.button',
      keywords: ['leave', 'quit', 'părăsește', 'ieși', 'abandonar', 'salir'],
      group: 'actions',
      when: () => me !== undefined,
      run: leave,
    },
  ]);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="members-heading" className="flex flex-col gap-3">
        <h2 id="members-heading" className="m-0 text-lg font-semibold">
          {t('staff.members.heading')}
        </h2>
        {!members && query.loading && <Loading variant="minimal" message={t('staff.members.loading')} />}
        {!members && !query.loading && query.error !== null && query.error !== undefined && (
          <Alert tone="error" title={t('staff.members.loadFailed')}>
            <button type="button" className="link" onClick={() => void query.refresh()}>
              {t('staff.retry')}
            </button>
          </Alert>
        )}
        {members && (
          // relative: the screen-reader-only texts inside stay in this box (one past its edge widened the page on a phone).
          // stack-sm: each member a card below 640 px (uno.config.ts), as the data tables.
          <div className="relative overflow-x-auto">
            <table className="stack-sm w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t('staff.members.caption', { school: schoolName })}</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="px-3 py-2">
                    {t('staff.members.name')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('staff.members.email')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('staff.members.role')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('staff.members.joined')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t('staff.members.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => {
                  const self = member.userId === user?.id;
                  const name = member.name || member.email;
                  return (
                    <tr key={member.userId} className="border-b border-slate-100 dark:border-slate-800">
                      <th scope="row" data-label={t('staff.members.name')} className="px-3 py-2 font-medium">
                        <div>
                          {name}
                          {self && <span className="ml-2 text-slate-500 dark:text-slate-400">{t('staff.members.you')}</span>}
                        </div>
                      </th>
                      <td data-label={t('staff.members.email')} className="px-3 py-2 break-all">
                        <div>{member.email}</div>
                      </td>
                      <td data-label={t('staff.members.role')} className="px-3 py-2">
                        <div>
                          {owner && !self ? (
                            <select
                              id={memberRowActionId(member.userId, 'role')}
                              className="input py-1"
                              aria-label={t('staff.members.roleOf', { name })}
                              value={member.role}
                              onChange={(event) => changeMemberRole(member, event.target.value as SchoolRole)}
                            >
                              <option value="owner">{t('staff.roles.owner')}</option>
                              <option value="teacher">{t('staff.roles.teacher')}</option>
                            </select>
                          ) : (
                            t(ROLE_KEYS[member.role])
                          )}
                        </div>
                      </td>
                      <td data-label={t('staff.members.joined')} className="px-3 py-2 whitespace-nowrap">
                        <div>{formatDay(member.joinedAt, language)}</div>
                      </td>
                      <td data-label="" className="px-3 py-2 text-right">
                        <div>
                          {self ? (
                            <button type="button" className="btn-secondary" onClick={leave}>
                              {t('staff.members.leave.button')}
                            </button>
                          ) : (
                            owner && (
                              <button
                                id={memberRowActionId(member.userId, 'remove')}
                                type="button"
                                className="btn-secondary text-red-800 dark:text-red-300"
                                aria-label={t('staff.members.remove.label', { name })}
                                onClick={() => remove(member)}
                              >
                                {t('staff.members.remove.button')}
                              </button>
                            )
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {owner && <InvitationsSection schoolId={schoolId} schoolName={schoolName} />}
      {owner && <DomainSection schoolId={schoolId} />}
      {rowChooser}
    </div>
  );
}
