// A liveness and readiness probe for load balancers and the process manager.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext, databaseKind: string) {
  app.get('/api/health', async () => {
    await sql`SELECT 1`.execute(ctx.db);
    return { status: 'ok', database: databaseKind };
  });
}
