// Every setting the server reads, from the environment, in one typed object.
// README.md lists the same variables; keep the two in step.
import { resolve } from 'node:path';
import { DEFAULT_PASSWORD_POLICY, isPasswordPolicy, type PasswordPolicy } from '../domain/password-strength';

export interface PlanLimits {
  quizzes: number;
  students: number;
  classes: number;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back; defaults to PUBLIC_URL + /login/oauth2/code/keycloak. */
  redirectUri?: string;
  scope: string;
}

export interface Config {
  port: number;
  host: string;
  /** The address people type, used in mailed links and to recognise our own Origin. */
  publicUrl?: string;
  dataDir: string;
  /** postgres://… switches from the embedded database to a PostgreSQL server. */
  databaseUrl?: string;
  /** Signs access tokens. When unset, a random secret is generated once and kept in the database. */
  sessionSecret?: string;
  oidc?: OidcConfig;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  /** Number of proxy hops to trust for the client address and protocol (X-Forwarded-*); TRUST_PROXY=true is 1. */
  trustProxy: number | false;
  bodyLimitBytes: number;
  accessTokenSeconds: number;
  sessionDays: number;
  rateLimit: { loginPerMinute: number; registerPerHour: number; passwordResetPerHour: number };
  freePlan: PlanLimits;
  /** SPEC 5's password rule for new passwords: strict (with one of @$!%*?&, the default) or basic. */
  passwordPolicy: PasswordPolicy;
  /** Where the built SPA lives; tests that only use the API leave it unset. */
  publicDir?: string;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function oidcFrom(env: Env): OidcConfig | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    throw new Error('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  return { issuer, clientId, clientSecret, redirectUri: env.OIDC_REDIRECT_URI || undefined, scope: env.OIDC_SCOPE || 'openid email profile' };
}

/**
 * How many proxies in front of us to believe about the client's address.
 * `true` means the nearest one only: trusting every hop would let a client
 * write its own X-Forwarded-For and pick any address (and so dodge per-IP limits).
 */
function trustProxyFrom(raw: string | undefined): number | false {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 1) throw new Error(`TRUST_PROXY must be true, false or a number of proxy hops, got "${raw}"`);
  return hops;
}

function passwordPolicyFrom(raw: string | undefined): PasswordPolicy {
  if (!raw) return DEFAULT_PASSWORD_POLICY;
  if (!isPasswordPolicy(raw)) throw new Error(`PASSWORD_POLICY must be strict or basic, got "${raw}"`);
  return raw;
}

function publicUrlFrom(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be a full address such as https://catedra.school.ro, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must start with http:// or https://, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    publicUrl: publicUrlFrom(env.PUBLIC_URL),
    dataDir: resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl,
    sessionSecret: env.SESSION_SECRET || undefined,
    oidc: oidcFrom(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Catedra <no-reply@localhost>',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576),
    accessTokenSeconds: 15 * 60,
    sessionDays: integer(env, 'SESSION_DAYS', 30),
    rateLimit: {
      loginPerMinute: integer(env, 'RATE_LIMIT_LOGIN_PER_MINUTE', 10),
      registerPerHour: integer(env, 'RATE_LIMIT_REGISTER_PER_HOUR', 20),
      passwordResetPerHour: integer(env, 'RATE_LIMIT_PASSWORD_RESET_PER_HOUR', 10),
    },
    freePlan: {
      quizzes: integer(env, 'FREE_PLAN_QUIZZES', 100),
      students: integer(env, 'FREE_PLAN_STUDENTS', 300),
      classes: integer(env, 'FREE_PLAN_CLASSES', 10),
    },
    passwordPolicy: passwordPolicyFrom(env.PASSWORD_POLICY),
    publicDir: env.PUBLIC_DIR ? resolve(cwd, env.PUBLIC_DIR) : undefined,
  };
}
