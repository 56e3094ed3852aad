// buildApp(config) assembles the server; tests drive it with app.inject()
// and main.ts makes it listen.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { installBearerGuard, isApiRequest } from './auth/guard';
import { LoginThrottle } from './auth/login-throttle';
import { createMailer } from './auth/mailer';
import { defaultPasswordHasher, type PasswordHasher } from './auth/password';
import { publicBaseUrl, publicUrlWarning } from './auth/public-url';
import { databaseRateLimitStore } from './auth/rate-limit-store';
import { SessionRevocations } from './auth/revocations';
import { signingSecret } from './auth/secret';
import { AccessTokens, refreshSuccessorKey } from './auth/tokens';
import type { Config } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/index';
import { EARLY_REFRESH_CSP_SOURCE } from './early-refresh';
import { clientErrorHandler, errorHandler } from './error-handler';
import { ApiError } from './errors';
import { loggerOptions } from './logging';
import { installRequestInputChecks } from './request-input';
import { originForm } from './request-target';
import { accountExportRoutes } from './routes/account-export.routes';
import { assignmentRoutes } from './routes/assignments.routes';
import { attachmentRoutes } from './routes/attachments.routes';
import { authRoutes } from './routes/auth.routes';
import { classroomRoutes } from './routes/classrooms.routes';
import { doubleCorrectionRoutes } from './routes/double-correction.routes';
import { gradeRoutes } from './routes/grades.routes';
import { gradingSheetRoutes } from './routes/grading-sheet.routes';
import { healthRoutes } from './routes/health.routes';
import { oidcRoutes } from './routes/oidc.routes';
import { pupilRoutes } from './routes/pupils.routes';
import { quizRoutes } from './routes/quizzes.routes';
import { resultRoutes } from './routes/results.routes';
import { schoolRoutes } from './routes/schools.routes';
import { shareRoutes } from './routes/shares.routes';
import { staffRoutes } from './routes/staff.routes';
import { subscriptionRoutes } from './routes/subscriptions.routes';
import { installSecurityHeaders } from './security-headers';
import { installStaticFiles } from './static-files';

export interface BuildOptions {
  /** An already open database (tests); otherwise the one the config names is opened and closed with the app. */
  database?: DatabaseHandle;
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
  /** The clock of tokens, revocations and the sign-in pause (tests move it instead of waiting). */
  now?: () => number;
  /** Password hashing (tests count calls). */
  passwords?: PasswordHasher;
}

export function contentSecurityPolicy(config: Config) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The page's one inline script, by its hash: it starts the session's refresh while the page parses.
      scriptSrc: ["'self'", EARLY_REFRESH_CSP_SOURCE],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])],
    },
  };
}

/**
 * TRUST_PROXY as a proxy-addr trust function: the socket's peer (hop 0) and
 * the X-Forwarded-For entries written by the next `hops - 1` proxies are
 * believed, nothing further left, which the client itself may have written.
 * (Fastify 5 now treats a bare number as "trust nobody", which would give
 * every client behind the proxy the proxy's address and one shared limit.)
 */
function trustedHops(hops: number | false): FastifyHttpOptions<Server>['trustProxy'] {
  return hops ? (_address: string, hop: number) => hop < hops : false;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    // A hop count (TRUST_PROXY=true is 1): proxy-addr then believes only that many X-Forwarded-For entries from the right.
    trustProxy: trustedHops(config.trustProxy),
    genReqId: () => randomUUID(),
    // "GET http://host/api/x" is "/api/x" for every check that reads request.url (request-target.ts).
    rewriteUrl: (raw) => originForm(raw.url ?? '/'),
    return503OnClosing: true,
    // A path Fastify cannot decode ("/api/schools/%") gets the one error shape too.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    // And what the HTTP parser refuses before Fastify sees a request.
    clientErrorHandler,
    // A request without Host is refused in the one error shape (request-input.ts), not by Node with an empty 400.
    http: { requireHostHeader: false },
  };
  const app = Fastify(serverOptions);

  const database =
    options.database ?? (await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir }));
  if (!options.database) app.addHook('onClose', () => database.close());

  const secret = await signingSecret(database.db, config.sessionSecret);
  const now = options.now ?? Date.now;
  const revocations = new SessionRevocations(database.db, { accessTokenSeconds: config.accessTokenSeconds, now });
  const warning = publicUrlWarning(config);
  if (warning) app.log.warn(warning);
  const ctx: AppContext = {
    config,
    db: database.db,
    tokens: new AccessTokens(secret, config.accessTokenSeconds, now, revocations.isRevoked),
    mailer: createMailer(database.db, app.log, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    loginThrottle: new LoginThrottle(database.db, now),
    revocations,
    refreshSuccessorKey: refreshSuccessorKey(secret),
    publicBaseUrl: publicBaseUrl(config),
    passwords: options.passwords ?? defaultPasswordHasher,
  };

  // Every route, as registered: the tenancy test walks this table so that a
  // route added later without a tenancy check cannot go unnoticed.
  const routeTable: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', routeTable);

  app.setErrorHandler(errorHandler);
  installSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // HSTS only means something over TLS; sent below when the request came that way.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });
  await app.register(cookie, { secret });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every instance on it shares one count per client.
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', { key: 'errors.rateLimited', params: { seconds: Math.ceil(context.ttl / 1000) } }),
  });

  installRequestInputChecks(app);
  installBearerGuard(app, ctx);
  await app.register(async (scope) => {
    await authRoutes(scope, ctx);
    await oidcRoutes(scope, ctx);
    await subscriptionRoutes(scope, ctx);
    await healthRoutes(scope, ctx, database.kind);
    await schoolRoutes(scope, ctx);
    await staffRoutes(scope, ctx);
    await shareRoutes(scope, ctx);
    await classroomRoutes(scope, ctx);
    await pupilRoutes(scope, ctx);
    await quizRoutes(scope, ctx);
    await assignmentRoutes(scope, ctx);
    await gradeRoutes(scope, ctx);
    await gradingSheetRoutes(scope, ctx);
    await doubleCorrectionRoutes(scope, ctx);
    await resultRoutes(scope, ctx);
    await accountExportRoutes(scope, ctx);
  });
  await app.register(async (scope) => attachmentRoutes(scope, ctx));
  await installStaticFiles(app, config.publicDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: { method: string; url: string }[];
  }
}
