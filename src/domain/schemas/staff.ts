// Bodies of the school-staff routes (issue 16): invitations, roles, shares.
import { enums, type Infer, object } from 'superstruct';
import { numberField } from '../numbers';
import { optionalEmail, optionalField, text } from '../validation';

export const SCHOOL_ROLES = ['owner', 'teacher'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

export const SHARE_PERMISSIONS = ['grade', 'edit'] as const;
export type SharePermission = (typeof SHARE_PERMISSIONS)[number];

/** An invitation link works this many days unless its owner says otherwise, at most INVITATION_MAX_DAYS. */
export const INVITATION_DEFAULT_DAYS = 7;
export const INVITATION_MAX_DAYS = 30;
/** "Up to N uses": a staff room's worth. */
export const INVITATION_MAX_USES = 200;

export const invitationSchema = object({
  /** 1 (the default): a link for one colleague. */
  maxUses: optionalField(numberField({ min: 1, max: INVITATION_MAX_USES, decimals: 0 })),
  expiresInDays: optionalField(numberField({ min: 1, max: INVITATION_MAX_DAYS, decimals: 0 })),
  /** With SMTP_URL set, the link is also mailed here. */
  email: optionalField(optionalEmail()),
});
export type InvitationInput = Infer<typeof invitationSchema>;

export const memberRoleSchema = object({ role: enums(SCHOOL_ROLES) });

export const shareSchema = object({ userId: text({ max: 36 }), permission: enums(SHARE_PERMISSIONS) });
export type ShareInput = Infer<typeof shareSchema>;
