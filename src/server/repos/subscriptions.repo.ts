// The Free plan every account starts on, and what a subscription looks like
// to the API. Later features check the limits here before creating things.
import { sql } from 'kysely';
import type { Subscription } from '../../domain/api/subscriptions';
import type { PlanLimits } from '../config';
import type { Db } from '../db/index';
import type { SubscriptionRow } from '../db/schema';
import { statement } from '../db/statement';
import { type LimitedResource, planLimit } from '../errors';

/** The features of the Free plan; the client shows them with i18n keys `plans.features.<name>`. */
export const FREE_PLAN_FEATURES = ['tests', 'grading', 'pdf_export', 'analysis', 'excel_export'];

/**
 * The predicate of the partial unique index on a user's current subscription,
 * written as constants: an ON CONFLICT finds its partial index only when the
 * predicate implies the index's, which a parameter's value cannot do in a
 * plan made for any value (PostgreSQL's generic plan of a prepared statement).
 */
const CURRENT_STATUS = sql<boolean>`status IN ('trial', 'active')`;

export async function createDefaultSubscription(db: Db, userId: string, limits: PlanLimits) {
  await db
    .insertInto('subscription')
    .values({
      user_id: userId,
      plan: 'free',
      status: 'active',
      max_quizzes: limits.quizzes,
      max_students: limits.students,
      max_classes: limits.classes,
      features: JSON.stringify(FREE_PLAN_FEATURES),
    })
    .onConflict((oc) => oc.columns(['user_id']).where(CURRENT_STATUS).doNothing())
    .execute();
}

export function currentSubscription(db: Db, userId: string) {
  return db.selectFrom('subscription').selectAll().where('user_id', '=', userId).where('status', 'in', ['trial', 'active']).executeTakeFirst();
}

export interface Usage {
  quizzes: number;
  students: number;
  classes: number;
}

/**
 * The three counts of usageOf, as columns of a query: what the user created
 * (issue 16), so a teacher joining a school of 600 pupils is not over the
 * free plan, and what a colleague adds counts against the colleague.
 */
const usageColumns = (userId: string) =>
  [
    sql<number>`(SELECT count(*)::int FROM quiz WHERE owner_id = ${userId})`.as('quizzes'),
    sql<number>`(SELECT count(*)::int FROM classroom WHERE created_by = ${userId})`.as('classes'),
    sql<number>`(SELECT count(*)::int FROM pupil WHERE created_by = ${userId})`.as('students'),
  ] as const;

/** What the user has now, counted against the plan limits. */
export async function usageOf(db: Db, userId: string): Promise<Usage> {
  const usage = await db.selectNoFrom(usageColumns(userId)).executeTakeFirst();
  return { quizzes: usage?.quizzes ?? 0, classes: usage?.classes ?? 0, students: usage?.students ?? 0 };
}

const currentWithUsage = statement((db, userId: string) =>
  db.selectFrom('subscription').selectAll().select(usageColumns(userId)).where('user_id', '=', userId).where('status', 'in', ['trial', 'active']),
);

/** The current subscription and the usage counted against it, in one query; undefined without a current subscription. */
export async function currentSubscriptionWithUsage(db: Db, userId: string): Promise<{ row: SubscriptionRow; usage: Usage } | undefined> {
  const [found] = await currentWithUsage(db, userId);
  if (!found) return undefined;
  const { quizzes, classes, students, ...row } = found;
  return { row, usage: { quizzes, classes, students } };
}

export type SubscriptionView = Subscription;

export function toSubscriptionView(row: SubscriptionRow, usage: Usage, now = new Date()): SubscriptionView {
  const daysRemaining = row.ends_at ? Math.max(0, Math.ceil((row.ends_at.getTime() - now.getTime()) / 86_400_000)) : null;
  return {
    plan: row.plan === 'free' ? 'Free' : row.plan,
    status: row.status,
    daysRemaining,
    features: Array.isArray(row.features) ? (row.features as string[]) : [],
    limits: { quizzes: row.max_quizzes, students: row.max_students, classes: row.max_classes },
    usage,
  };
}

const LIMIT_COLUMN = { classes: 'max_classes', students: 'max_students', quizzes: 'max_quizzes' } as const;

/**
 * Throws the 403 plan_limit when adding `adding` more of a resource would go
 * past the user's plan. Call it inside the creating transaction, after
 * lockUser(), so concurrent requests are counted one after the other.
 */
export async function assertWithinPlan(db: Db, userId: string, what: LimitedResource, adding: number, fallback: PlanLimits) {
  const [plan, usage] = await Promise.all([currentSubscription(db, userId), usageOf(db, userId)]);
  const limit = plan ? plan[LIMIT_COLUMN[what]] : fallback[what];
  if (usage[what] + adding > limit) throw planLimit(what, limit);
}
