// SPEC 7: the current subscription, and creating the default (Free) one.
import type { FastifyInstance } from 'fastify';
import { userIdOf } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { createDefaultSubscription, currentSubscription, currentSubscriptionWithUsage, toSubscriptionView, usageOf } from '../repos/subscriptions.repo';

export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.get('/api/subscriptions/current', async (request) => {
    const current = await currentSubscriptionWithUsage(db, userIdOf(request));
    if (!current) throw notFound();
    return toSubscriptionView(current.row, current.usage);
  });

  app.post('/api/subscriptions/create-default', async (request, reply) => {
    const userId = userIdOf(request);
    const existing = await currentSubscription(db, userId);
    if (!existing) await createDefaultSubscription(db, userId, config.freePlan);
    const [row, usage] = await Promise.all([currentSubscription(db, userId), usageOf(db, userId)]);
    if (!row) throw notFound();
    return reply.status(existing ? 200 : 201).send(toSubscriptionView(row, usage));
  });
}
