// Changing who is in a school, each after the question a teacher would
// expect: removing a colleague, leaving, making someone an owner.
import type { SchoolMember, SchoolRole } from '../../../domain/api/staff';
import { confirm } from '../../core/dialog.store';
import { notifyError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import type { TFunction } from '../../core/i18n';
import { toast } from '../../core/toasts.store';
import { focusAfterRemoval, focusedElement } from '../../ui/focus-after-removal';
import { removeMember, setMemberRole } from './staff.api';

const displayName = (member: SchoolMember) => member.name || member.email;

/** Each role's name, by its literal key (the i18n check reads keys as written). */
export const ROLE_KEYS: Record<SchoolRole, string> = { owner: 'staff.roles.owner', teacher: 'staff.roles.teacher' };

export async function removeAfterConfirm(schoolId: string, member: SchoolMember, t: TFunction): Promise<boolean> {
  // Where the owner acted from: the row's Remove button, to which the confirmation returns the focus.
  const origin = focusedElement();
  const yes = await confirm({
    title: t('staff.members.remove.title', { name: displayName(member) }),
    message: t('staff.members.remove.message'),
    confirmLabel: t('staff.members.remove.confirm'),
    danger: true,
  });
  if (!yes) return false;
  try {
    await removeMember(schoolId, member.userId);
  } catch (error) {
    notifyError(error, { where: 'staff/remove', schoolId }, `${t('staff.members.remove.failed')} ${toApiError(error).message}`);
    return false;
  }
  focusAfterRemoval(origin);
  toast.success(t('staff.members.remove.done', { name: displayName(member) }));
  return true;
}

export async function leaveAfterConfirm(schoolId: string, userId: string, schoolName: string, t: TFunction): Promise<boolean> {
  const yes = await confirm({
    title: t('staff.members.leave.title', { school: schoolName }),
    message: t('staff.members.leave.message'),
    confirmLabel: t('staff.members.leave.confirm'),
    danger: true,
  });
  if (!yes) return false;
  try {
    await removeMember(schoolId, userId);
  } catch (error) {
    notifyError(error, { where: 'staff/leave', schoolId }, `${t('staff.members.leave.failed')} ${toApiError(error).message}`);
    return false;
  }
  toast.success(t('staff.members.leave.done', { school: schoolName }));
  return true;
}

export async function changeRole(schoolId: string, member: SchoolMember, role: SchoolRole, t: TFunction): Promise<SchoolMember[] | null> {
  try {
    const members = await setMemberRole(schoolId, member.userId, role);
    toast.success(t('staff.members.roleChanged', { name: displayName(member), role: t(ROLE_KEYS[role]) }));
    return members;
  } catch (error) {
    notifyError(error, { where: 'staff/role', schoolId }, `${t('staff.members.roleFailed')} ${toApiError(error).message}`);
    return null;
  }
}
