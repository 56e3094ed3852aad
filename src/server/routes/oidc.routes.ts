// The sign-in redirect of SPEC 4. With an OpenID provider configured
// (Keycloak, Google Workspace, Microsoft Entra…) it runs the authorization
// code flow with PKCE; without one it sends the browser to our own sign-in
// page. The callback links the provider's identity to a user, or creates one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { sanitizeLabel, sanitizeText } from '../../domain/sanitize';
import { startSession } from '../auth/cookies';
import type { OidcConfig, PlanLimits } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/index';
import { linkedUserId, linkIdentity } from '../repos/identities.repo';
import { joinSchoolsByDomain } from '../repos/school-domain.repo';
import { createDefaultSubscription } from '../repos/subscriptions.repo';
import { findUserByEmail, insertUser } from '../repos/users.repo';

export const LOGIN_PATH = '/oauth2/authorization/keycloak';
export const CALLBACK_PATH = '/login/oauth2/code/keycloak';
const FLOW_COOKIE = 'catedra_oidc';
const FLOW_MINUTES = 10;

/** Only same-site paths: an open redirect would turn our sign-in into a phishing tool. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/';
}

interface FlowState {
  state: string;
  verifier: string;
  nonce: string;
  returnTo: string;
}

function discoverer(settings: OidcConfig) {
  let pending: Promise<oidc.Configuration> | undefined;
  return () => {
    pending ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // A provider on plain http only makes sense on a private network or in tests.
        execute: settings.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        pending = undefined; // try discovery again on the next sign-in
        throw error;
      });
    return pending;
  };
}

export async function oidcRoutes(app: FastifyInstance, ctx: AppContext) {
  const settings = ctx.config.oidc;

  app.get(LOGIN_PATH, async (request: FastifyRequest<{ Querystring: { returnTo?: string } }>, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    if (!settings) {
      const query = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
      return reply.redirect(`/sign-in${query}`);
    }
    const configuration = await discover();
    const flow: FlowState = { state: oidc.randomState(), verifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce(), returnTo };
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: CALLBACK_PATH,
      maxAge: FLOW_MINUTES * 60,
      signed: true,
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri(),
      scope: settings.scope,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    return reply.redirect(url.href);
  });

  if (!settings) {
    // The provider's answer after the provider was switched off (a sign-in begun before a restart): back to our own sign-in page, which says it failed.
    app.get(CALLBACK_PATH, async (_request, reply) => failed(reply, 'disabled'));
    return;
  }
  const discover = discoverer(settings);
  // Never from Host or X-Forwarded-Host: the provider sends the code wherever this says.
  const callbackUri = settings.redirectUri ?? `${ctx.publicBaseUrl}${CALLBACK_PATH}`;
  const redirectUri = () => callbackUri;

  app.get(CALLBACK_PATH, async (request, reply) => {
    const flow = readFlow(request);
    reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH });
    if (!flow) return failed(reply, 'missing_state');
    try {
      const configuration = await discover();
      const current = new URL(request.url, redirectUri());
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      const claims = tokens.claims();
      if (!claims) return failed(reply, 'no_id_token');
      let profile: Profile = claims;
      if (!claims.email && tokens.access_token) {
        profile = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      }
      const userId = await linkOrCreateUser(ctx.db, String(claims.iss), claims.sub, profile, ctx.config.freePlan);
      if (!userId) return failed(reply, 'email_in_use');
      // Issue 16: a school that lets its domain in gets the teacher the provider vouches for, at every sign-in.
      if (profile.email_verified === true) await joinSchoolsByDomain(ctx.db, userId, emailClaim(profile.email));
      await startSession(ctx, request, reply, userId);
      return reply.redirect(flow.returnTo);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID sign-in failed');
      return failed(reply, 'provider');
    }
  });

  function readFlow(request: FastifyRequest): FlowState | undefined {
    const raw = request.cookies[FLOW_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    try {
      return JSON.parse(unsigned.value) as FlowState;
    } catch {
      return undefined;
    }
  }
}

function failed(reply: FastifyReply, reason: string) {
  return reply.redirect(`/sign-in?error=oidc&reason=${encodeURIComponent(reason)}`);
}

/** The standard claims we read, from the ID token or the userinfo endpoint. */
type Profile = Record<string, unknown>;

/** Longest name or username kept from a provider: the profile form's own limit (domain/schemas/auth.ts). */
const CLAIM_LENGTH = 50;
const EMAIL_LENGTH = 254;

/** An address is an identity: one that cleaning would change is refused (the sign-in fails as "provider"), never rewritten. */
function emailClaim(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (sanitizeLabel(email, EMAIL_LENGTH) !== email) throw new Error('the provider sent an address no account can have');
  return email.toLowerCase();
}

/** A claim as text we can store and show: the provider's data is input like any other (issue 12). */
const str = (value: unknown, maxLength = CLAIM_LENGTH) => (typeof value === 'string' ? sanitizeLabel(sanitizeText(value, Infinity), maxLength) : '');

/**
 * The user behind a provider identity: the one already linked, else the local
 * account with the same address when the provider vouches for it
 * (email_verified), else a new account. Undefined when the address belongs to
 * a local account the provider does not vouch for: linking it would let
 * anyone who can set that address at the provider take the account over.
 */
export async function linkOrCreateUser(db: Db, issuer: string, subject: string, profile: Profile, plan: PlanLimits): Promise<string | undefined> {
  return db.transaction().execute(async (tx) => {
    const linked = await linkedUserId(tx, issuer, subject);
    if (linked) return linked;
    const email = emailClaim(profile.email) || `${subject}@${new URL(issuer).hostname}`;
    const existing = await findUserByEmail(tx, email);
    let userId: string;
    if (existing) {
      if (profile.email_verified !== true) return undefined;
      userId = existing.id;
    } else {
      const [first, ...rest] = str(profile.name).split(/\s+/);
      const user = await insertUser(tx, {
        email,
        passwordHash: null,
        firstName: str(profile.given_name) || first || '',
        lastName: str(profile.family_name) || rest.join(' '),
        username: str(profile.preferred_username) || null,
      });
      await createDefaultSubscription(tx, user.id, plan);
      userId = user.id;
    }
    await linkIdentity(tx, issuer, subject, userId);
    return userId;
  });
}
