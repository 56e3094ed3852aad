// An owner's per-colleague controls from the palette: "Change a member's
// role…" and "Remove a member…" ask which colleague, then act from that
// row's own control (ui/row-command): the role's select takes the focus as
// when the owner changes it there, and Remove asks its question from the
// Remove button, so the focus comes back to it or moves on in the table.
import type { ReactNode } from 'react';
import type { SchoolMember, SchoolRole } from '../../../domain/api/staff';
import { useT } from '../../core/i18n';
import { actFromRowButton } from '../../ui/row-command';
import { useRowChooser } from '../../ui/use-row-chooser';
import { ROLE_KEYS } from './member-actions';

type RowAction = 'role' | 'remove';

/** A row control's element id, for the palette's row commands. */
export const memberRowActionId = (userId: string, action: RowAction) => `member-${userId}-${action}`;

/** With two roles, a change of role is always to the other one. */
export const otherRole = (role: SchoolRole): SchoolRole => (role === 'owner' ? 'teacher' : 'owner');

export interface MemberRowCommandsProps {
  /** The colleagues whose row has the controls: an owner's view, the reader left out. */
  colleagues: readonly SchoolMember[];
  onChangeRole: (member: SchoolMember, role: SchoolRole) => void;
  onRemove: (member: SchoolMember) => void;
}

/** Registers the two commands; returns the chooser while one is choosing its colleague. */
export function useMemberRowCommands({ colleagues, onChangeRole, onRemove }: MemberRowCommandsProps): ReactNode {
  const t = useT();
  return useRowChooser<RowAction, SchoolMember>({
    commands: [
      {
        action: 'role',
        id: 'school.changeMemberRole',
        labelKey: 'staff.commands.changeRole',
        keywords: ['role', 'owner', 'teacher', 'rol', 'administrator', 'profesor', 'administrador', 'docente'],
        titleKey: 'staff.chooser.roleTitle',
      },
      {
        action: 'remove',
        id: 'school.removeMember',
        labelKey: 'staff.commands.remove',
        keywords: ['remove', 'member', 'colleague', 'scoate', 'membru', 'coleg', 'quitar', 'miembro', 'colega'],
        titleKey: 'staff.chooser.removeTitle',
      },
    ],
    rows: () => colleagues,
    option: (member, action) => ({
      id: member.userId,
      label: member.name || member.email,
      // Changing a role says in each option what it becomes: the only change there is.
      detail:
        action === 'role'
          ? t('staff.chooser.roleChange', { from: t(ROLE_KEYS[member.role]), to: t(ROLE_KEYS[otherRole(member.role)]) })
          : t(ROLE_KEYS[member.role]),
      keywords: [member.name, member.email],
    }),
    placeholderKey: 'staff.chooser.memberPlaceholder',
    noMatchKey: 'staff.chooser.noMatch',
    pick: (member, action, close) =>
      actFromRowButton(close, memberRowActionId(member.userId, action), () =>
        action === 'role' ? onChangeRole(member, otherRole(member.role)) : onRemove(member),
      ),
  });
}
