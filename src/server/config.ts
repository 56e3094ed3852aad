// Every setting the server reads, from the environment, in one typed object.
// README.md lists the same variables; keep the two in step.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
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

/**
 * Settings the server cannot run with, every one found at once. main.ts
 * prints the message alone (no stack trace) and exits 1.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} settings are wrong:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** pino's levels, most severe first, and `silent`. */
export const LOG_LEVELS = [
  ...Object.entries(pino.levels.values)
    .sort(([, a], [, b]) => b - a)
    .map(([name]) => name),
  'silent',
];

/** Signs access tokens (HS256) and cookies: shorter than this, it is guessable. */
export const MIN_SESSION_SECRET_LENGTH = 32;

/** Each check either returns its value or adds a problem and returns the fallback, so every problem is found in one pass. */
type Problems = string[];

function integer(env: Env, name: string, fallback: number, problems: Problems, range: { min?: number; max?: number } = {}): number {
  const { min = 0, max } = range;
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
    const allowed = max === undefined ? `, ${min} or more` : ` from ${min} to ${max}`;
    problems.push(`${name} must be a whole number${allowed}, got "${raw}"`);
    return fallback;
  }
  return value;
}

function oidcFrom(env: Env, problems: Problems): OidcConfig | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
    return undefined;
  }
  return { issuer, clientId, clientSecret, redirectUri: env.OIDC_REDIRECT_URI || undefined, scope: env.OIDC_SCOPE || 'openid email profile' };
}

/**
 * How many proxies in front of us to believe about the client's address.
 * `true` means the nearest one only: trusting every hop would let a client
 * write its own X-Forwarded-For and pick any address (and so dodge per-IP limits).
 */
function trustProxyFrom(raw: string | undefined, problems: Problems): number | false {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 1) {
    problems.push(`TRUST_PROXY must be true, false or a number of proxy hops, got "${raw}"`);
    return false;
  }
  return hops;
}

function passwordPolicyFrom(raw: string | undefined, problems: Problems): PasswordPolicy {
  if (!raw) return DEFAULT_PASSWORD_POLICY;
  if (!isPasswordPolicy(raw)) {
    problems.push(`PASSWORD_POLICY must be strict or basic, got "${raw}"`);
    return DEFAULT_PASSWORD_POLICY;
  }
  return raw;
}

function publicUrlFrom(raw: string | undefined, problems: Problems): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`PUBLIC_URL must be a full address such as https://catedra.school.ro, got "${raw}"`);
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`PUBLIC_URL must start with http:// or https://, got "${raw}"`);
    return undefined;
  }
  return raw.replace(/\/+$/, '');
}

function databaseUrlFrom(raw: string | undefined, problems: Problems): string | undefined {
  if (!raw) return undefined;
  // Not quoted back: it holds the database password.
  if (!/^postgres(ql)?:\/\//.test(raw)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  return raw;
}

function sessionSecretFrom(raw: string | undefined, problems: Problems): string | undefined {
  if (!raw) return undefined;
  // Not quoted back either: it is a key.
  if (raw.length < MIN_SESSION_SECRET_LENGTH) {
    problems.push(
      `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long (it has ${raw.length}): it signs access tokens. Leave it unset to have one generated and kept in the database.`,
    );
  }
  return raw;
}

function logLevelFrom(raw: string | undefined, problems: Problems): string {
  if (!raw) return 'info';
  if (!LOG_LEVELS.includes(raw)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.slice(0, -1).join(', ')} or ${LOG_LEVELS.at(-1)}, got "${raw}"`);
    return 'info';
  }
  return raw;
}

function publicDirFrom(raw: string | undefined, cwd: string, servesPublicDir: boolean, problems: Problems): string | undefined {
  if (!raw) return undefined;
  const dir = resolve(cwd, raw);
  if (servesPublicDir && !existsSync(join(dir, 'index.html'))) {
    problems.push(`PUBLIC_DIR must be a built web app (a folder with index.html); ${dir} has no index.html`);
  }
  return dir;
}

export interface LoadOptions {
  /** The server is about to serve PUBLIC_DIR: check that it holds a built app (the backup tool does not look). */
  servesPublicDir?: boolean;
}

/** Every setting from the environment; throws a ConfigError naming every wrong one. */
export function loadConfig(env: Env = process.env, cwd = process.cwd(), options: LoadOptions = {}): Config {
  const problems: Problems = [];
  const config: Config = {
    databaseUrl: databaseUrlFrom(env.DATABASE_URL, problems),
    // 0 asks the system for any free port (the tests do).
    port: integer(env, 'PORT', 3000, problems, { min: 0, max: 65535 }),
    host: env.HOST || '127.0.0.1',
    publicUrl: publicUrlFrom(env.PUBLIC_URL, problems),
    dataDir: resolve(cwd, env.DATA_DIR || 'data'),
    sessionSecret: sessionSecretFrom(env.SESSION_SECRET, problems),
    oidc: oidcFrom(env, problems),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Catedra <no-reply@localhost>',
    logLevel: logLevelFrom(env.LOG_LEVEL, problems),
    trustProxy: trustProxyFrom(env.TRUST_PROXY, problems),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, problems, { min: 1 }),
    accessTokenSeconds: 15 * 60,
    sessionDays: integer(env, 'SESSION_DAYS', 30, problems, { min: 1 }),
    rateLimit: {
      loginPerMinute: integer(env, 'RATE_LIMIT_LOGIN_PER_MINUTE', 10, problems),
      registerPerHour: integer(env, 'RATE_LIMIT_REGISTER_PER_HOUR', 20, problems),
      passwordResetPerHour: integer(env, 'RATE_LIMIT_PASSWORD_RESET_PER_HOUR', 10, problems),
    },
    freePlan: {
      quizzes: integer(env, 'FREE_PLAN_QUIZZES', 100, problems),
      students: integer(env, 'FREE_PLAN_STUDENTS', 300, problems),
      classes: integer(env, 'FREE_PLAN_CLASSES', 10, problems),
    },
    passwordPolicy: passwordPolicyFrom(env.PASSWORD_POLICY, problems),
    publicDir: publicDirFrom(env.PUBLIC_DIR, cwd, options.servesPublicDir ?? false, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
