// A school's staff (issue 16): members and roles, invitation links, joining
// by link. Owners manage; any member sees the list and may leave; whoever
// holds a working link may join as a teacher.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INVITATION_DEFAULT_DAYS,
  invitationSchema,
  type JoinDomain,
  joinDomainSchema,
  memberRoleSchema,
  normalDomain,
  staffPaths,
} from '../../domain/api/staff';
import { userIdOf } from '../auth/guard';
import { hashToken, randomToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { ApiError, notFound, validationError } from '../errors';
import { languageFrom, translate } from '../i18n';
import { idParam } from '../ids';
import { acceptInvitation, insertInvitation, MemberMeanwhile, pendingInvitations, previewInvitation, revokeInvitation } from '../repos/invitations.repo';
import { listMembers, removeMember, setMemberRole } from '../repos/members.repo';
import { joinDomainOf, setJoinDomain } from '../repos/school-domain.repo';
import { findSchool } from '../repos/schools.repo';
import { assertSchoolOwner } from '../repos/tenancy';
import { findUserById } from '../repos/users.repo';
import { parseBody } from '../validate';

/** A link's token: what randomToken() makes (43 base64url characters); anything else names no link. */
function tokenParam(request: FastifyRequest): string {
  const token = (request.params as { token?: unknown }).token;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw invitationNotFound();
  return token;
}

const invitationNotFound = () => new ApiError(404, 'not_found', { key: 'staff.errors.invitationNotFound' });

/** 410: the link existed and no longer works; the code says why, the message says it in the reader's language. */
const invitationGone = (status: 'expired' | 'used' | 'revoked') => new ApiError(410, `invitation_${status}`, { key: `staff.errors.invitation.${status}` });

export async function staffRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get('/api/schools/:id/members', async (request) => {
    const userId = userIdOf(request);
    const members = await listMembers(db, userId, idParam(request, 'id'));
    // A member is always among them: none means the caller is not a member.
    if (members.length === 0) throw notFound();
    return members;
  });

  app.put('/api/schools/:id/members/:userId', async (request) => {
    const userId = userIdOf(request);
    const schoolId = idParam(request, 'id');
    const memberId = idParam(request, 'userId');
    const { role } = parseBody(memberRoleSchema, request.body);
    await db.transaction().execute(async (tx) => {
      await assertSchoolOwner(tx, userId, schoolId);
      if (!(await setMemberRole(tx, schoolId, memberId, role))) throw notFound();
    });
    return listMembers(db, userId, schoolId);
  });

  // An owner removes anyone; anyone removes themself (leaves).
  app.delete('/api/schools/:id/members/:userId', async (request, reply) => {
    const userId = userIdOf(request);
    const schoolId = idParam(request, 'id');
    const memberId = idParam(request, 'userId');
    await db.transaction().execute(async (tx) => {
      if (memberId !== userId) await assertSchoolOwner(tx, userId, schoolId);
      if (!(await removeMember(tx, schoolId, memberId))) throw notFound();
    });
    return reply.status(204).send();
  });

  /** Sign-in by domain: owners only; it can be turned on only where an OpenID provider is configured. */
  const joinDomain = async (schoolId: string): Promise<JoinDomain> => ({ domain: await joinDomainOf(db, schoolId), available: Boolean(config.oidc) });

  app.get('/api/schools/:id/domain', async (request) => {
    const schoolId = idParam(request, 'id');
    await assertSchoolOwner(db, userIdOf(request), schoolId);
    return joinDomain(schoolId);
  });

  app.put('/api/schools/:id/domain', async (request) => {
    const schoolId = idParam(request, 'id');
    await assertSchoolOwner(db, userIdOf(request), schoolId);
    const domain = normalDomain(parseBody(joinDomainSchema, request.body).domain);
    if (domain && !config.oidc) throw validationError({ domain: { key: 'staff.errors.domainNeedsOidc' } });
    await setJoinDomain(db, schoolId, domain);
    return joinDomain(schoolId);
  });

  app.get('/api/schools/:id/invitations', async (request) => {
    const userId = userIdOf(request);
    const schoolId = idParam(request, 'id');
    await assertSchoolOwner(db, userId, schoolId);
    return pendingInvitations(db, schoolId);
  });

  app.post('/api/schools/:id/invitations', async (request, reply) => {
    const userId = userIdOf(request);
    const schoolId = idParam(request, 'id');
    const input = parseBody(invitationSchema, request.body);
    await assertSchoolOwner(db, userId, schoolId);
    const token = randomToken();
    const days = input.expiresInDays ?? INVITATION_DEFAULT_DAYS;
    const invitation = await insertInvitation(db, {
      schoolId,
      tokenHash: hashToken(token),
      maxUses: input.maxUses ?? 1,
      expiresAt: new Date(Date.now() + days * 86_400_000),
      createdBy: userId,
      sentTo: input.email || null,
      linkEnd: token.slice(-4),
    });
    // Never from Host or X-Forwarded-Host: a forged header would hand out a link to someone else's site.
    const url = `${ctx.publicBaseUrl}${staffPaths.joinPage(token)}`;
    const mailed = Boolean(config.smtpUrl && input.email);
    if (mailed && input.email) {
      const [school, inviter] = await Promise.all([findSchool(db, userId, schoolId), findUserById(db, userId)]);
      const lang = languageFrom(request.headers['accept-language']);
      const params = { link: url, school: school?.name ?? '', name: `${inviter?.first_name ?? ''} ${inviter?.last_name ?? ''}`.trim(), days, count: days };
      void ctx.mailer
        .send({ to: input.email, subject: translate(lang, 'mail.invitation.subject', params), text: translate(lang, 'mail.invitation.body', params) })
        .catch((error) => request.log.error({ err: error }, 'queueing the invitation mail failed'));
    }
    return reply.status(201).send({ ...invitation, url, mailed });
  });

  app.delete('/api/schools/:id/invitations/:invitationId', async (request, reply) => {
    const userId = userIdOf(request);
    const schoolId = idParam(request, 'id');
    const invitationId = idParam(request, 'invitationId');
    await assertSchoolOwner(db, userId, schoolId);
    if (!(await revokeInvitation(db, schoolId, invitationId))) throw notFound();
    return reply.status(204).send();
  });

  app.get('/api/invitations/:token', async (request) => {
    const preview = await previewInvitation(db, hashToken(tokenParam(request)), userIdOf(request));
    if (!preview) throw invitationNotFound();
    return preview;
  });

  app.post('/api/invitations/:token/accept', async (request) => {
    const userId = userIdOf(request);
    const tokenHash = hashToken(tokenParam(request));
    let outcome: Awaited<ReturnType<typeof acceptInvitation>>;
    try {
      outcome = await db.transaction().execute((tx) => acceptInvitation(tx, tokenHash, userId));
    } catch (error) {
      if (!(error instanceof MemberMeanwhile)) throw error;
      outcome = { member: error.schoolId };
    }
    if (!outcome) throw invitationNotFound();
    if ('refused' in outcome) throw invitationGone(outcome.refused === 'valid' ? 'used' : outcome.refused);
    return 'joined' in outcome ? { schoolId: outcome.joined, joined: true } : { schoolId: outcome.member, joined: false };
  });
}
