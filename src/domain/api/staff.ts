// Contract of the school-staff routes (issue 16): a school's members and
// their roles, invitation links, and tests shared with colleagues.
import type { SchoolRole, SharePermission } from '../schemas/staff';

export {
  INVITATION_DEFAULT_DAYS,
  INVITATION_MAX_DAYS,
  INVITATION_MAX_USES,
  type InvitationInput,
  invitationSchema,
  joinDomainSchema,
  memberRoleSchema,
  normalDomain,
  PUBLIC_MAIL_DOMAINS,
  SCHOOL_ROLES,
  type SchoolRole,
  SHARE_PERMISSIONS,
  type ShareInput,
  type SharePermission,
  shareSchema,
} from '../schemas/staff';

export interface SchoolMember<D = string> {
  userId: string;
  name: string;
  email: string;
  role: SchoolRole;
  joinedAt: D;
}

/** A pending invitation as its school's owners see it: never its token. */
export interface Invitation<D = string> {
  id: string;
  maxUses: number;
  uses: number;
  expiresAt: D;
  createdAt: D;
  /** '' when its author's account is gone. */
  createdByName: string;
  /** The address it was made for ('' when none was given). */
  sentTo: string;
  /** The link's last four characters, to tell it from the others ('' for links made before they were kept). */
  linkEnd: string;
}

/** POST /api/schools/{id}/invitations: the only answer that carries the link. */
export interface CreatedInvitation<D = string> extends Invitation<D> {
  url: string;
  /** Whether the link was also queued to the address given (SMTP_URL set). */
  mailed: boolean;
}

export type InvitationStatus = 'valid' | 'expired' | 'used' | 'revoked';

/** GET /api/invitations/{token}: what the person opening a link is asked to join. */
export interface InvitationPreview {
  schoolId: string;
  schoolName: string;
  invitedBy: string;
  status: InvitationStatus;
  alreadyMember: boolean;
}

/** A colleague a test is shared with. */
export interface QuizShare<D = string> {
  userId: string;
  name: string;
  email: string;
  permission: SharePermission;
  sharedAt: D;
}

/** GET and PUT /api/schools/{id}/domain (owners): sign-in by domain. */
export interface JoinDomain {
  /** null: off. */
  domain: string | null;
  /** Whether this server signs in with an OpenID provider (OIDC_ISSUER): without one the setting does nothing, and cannot be turned on. */
  available: boolean;
}

const seg = encodeURIComponent;

export const staffPaths = {
  members: (schoolId: string) => `/api/schools/${seg(schoolId)}/members`,
  /** PUT {role} (owners), DELETE (owners remove; anyone removes themself: leaving). */
  member: (schoolId: string, userId: string) => `/api/schools/${seg(schoolId)}/members/${seg(userId)}`,
  invitations: (schoolId: string) => `/api/schools/${seg(schoolId)}/invitations`,
  domain: (schoolId: string) => `/api/schools/${seg(schoolId)}/domain`,
  invitation: (schoolId: string, invitationId: string) => `/api/schools/${seg(schoolId)}/invitations/${seg(invitationId)}`,
  /** GET: the preview; POST …/accept: join. */
  byToken: (token: string) => `/api/invitations/${seg(token)}`,
  accept: (token: string) => `/api/invitations/${seg(token)}/accept`,
  /** The page an invitation link opens. */
  joinPage: (token: string) => `/join/${seg(token)}`,
  shares: (quizId: string) => `/api/quizzes/${seg(quizId)}/shares`,
  share: (quizId: string, userId: string) => `/api/quizzes/${seg(quizId)}/shares/${seg(userId)}`,
};
