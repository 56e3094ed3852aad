// The school-staff calls (issue 16): members, invitation links, joining, and
// sharing a test. Paths and shapes come from the contract (domain/api/staff).
import {
  type CreatedInvitation,
  type Invitation,
  type InvitationInput,
  type InvitationPreview,
  type JoinDomain,
  type QuizShare,
  type SchoolMember,
  type SchoolRole,
  type SharePermission,
  staffPaths,
} from '../../../domain/api/staff';
import { api, asList } from '../../core/http';

export async function fetchMembers(schoolId: string): Promise<SchoolMember[]> {
  return asList<SchoolMember>(await api.get<unknown>(staffPaths.members(schoolId)));
}

export function setMemberRole(schoolId: string, userId: string, role: SchoolRole): Promise<SchoolMember[]> {
  return api.put<SchoolMember[]>(staffPaths.member(schoolId, userId), { role });
}

/** Removes a member (an owner), or the caller themself (leaving). */
export function removeMember(schoolId: string, userId: string): Promise<void> {
  return api.del(staffPaths.member(schoolId, userId));
}

export async function fetchInvitations(schoolId: string): Promise<Invitation[]> {
  return asList<Invitation>(await api.get<unknown>(staffPaths.invitations(schoolId)));
}

export function createInvitation(schoolId: string, input: InvitationInput): Promise<CreatedInvitation> {
  return api.post<CreatedInvitation>(staffPaths.invitations(schoolId), input);
}

export function revokeInvitation(schoolId: string, invitationId: string): Promise<void> {
  return api.del(staffPaths.invitation(schoolId, invitationId));
}

export function previewInvitation(token: string): Promise<InvitationPreview> {
  return api.get<InvitationPreview>(staffPaths.byToken(token));
}

export function acceptInvitation(token: string): Promise<{ schoolId: string; joined: boolean }> {
  return api.post<{ schoolId: string; joined: boolean }>(staffPaths.accept(token));
}

export async function fetchShares(quizId: string): Promise<QuizShare[]> {
  return asList<QuizShare>(await api.get<unknown>(staffPaths.shares(quizId)));
}

export function putShare(quizId: string, userId: string, permission: SharePermission): Promise<QuizShare[]> {
  return api.put<QuizShare[]>(staffPaths.share(quizId, userId), { permission });
}

export function deleteShare(quizId: string, userId: string): Promise<void> {
  return api.del(staffPaths.share(quizId, userId));
}

export function fetchJoinDomain(schoolId: string): Promise<JoinDomain> {
  return api.get<JoinDomain>(staffPaths.domain(schoolId));
}

/** '' turns sign-in by domain off. */
export function putJoinDomain(schoolId: string, domain: string): Promise<JoinDomain> {
  return api.put<JoinDomain>(staffPaths.domain(schoolId), { domain });
}
