// Bodies of the school-staff routes (issue 16): invitations, roles, shares.
import { enums, type Infer, object, refine } from 'superstruct';
import { numberField } from '../number-field';
import { encodeMessage, optionalEmail, optionalField, optionalText, text } from '../validation';

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

/**
 * Mail services anyone can sign up to: as a school's domain they would let
 * strangers join it (issue 16, sign-in by domain). Refused by name; a school
 * sets the domain its staff's accounts are on.
 */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.ro',
  'yahoo.es',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.es',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
];

/** A domain name as DNS allows it, lower case, at least two labels (the database's own CHECK is the same). */
export const DOMAIN_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** PUT /api/schools/{id}/domain: '' turns sign-in by domain off. Written "@liceul.ro" or in capitals, it is read as liceul.ro. */
export const joinDomainSchema = object({
  domain: refine(optionalText(253), 'domain', (value) => {
    const domain = value.replace(/^@/, '').toLowerCase();
    if (domain === '') return true;
    if (!DOMAIN_PATTERN.test(domain)) return encodeMessage('staff.errors.domain');
    return !PUBLIC_MAIL_DOMAINS.includes(domain) || encodeMessage('staff.errors.publicDomain', { domain });
  }),
});

/** The domain as stored: without a leading @, lower case; null for off. */
export const normalDomain = (value: string): string | null => value.replace(/^@/, '').toLowerCase() || null;
