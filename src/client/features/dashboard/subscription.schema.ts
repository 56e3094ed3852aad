// The shape GET /api/subscriptions/current must have (SPEC 3/7). Extra
// fields are allowed, so the server may grow; a body that breaks this shows
// 'Invalid subscription data' instead of a broken panel. Checked by hand
// rather than with superstruct: the dashboard is the first screen, and this
// one check is not worth 2 KB of its JavaScript budget.
import { type Amounts, type Subscription as ApiSubscription, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../domain/api/subscriptions';

export type { Amounts } from '../../../domain/api/subscriptions';

/** The contract's subscription as received: a status this client does not know is shown as unknown, a missing day count as none. */
export type Subscription = Omit<ApiSubscription, 'status' | 'daysRemaining'> & { status: string; daysRemaining?: number | null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));
const isAmounts = (value: unknown): value is Amounts => isRecord(value) && isCount(value.quizzes) && isCount(value.students) && isCount(value.classes);

export function isSubscription(value: unknown): value is Subscription {
  return (
    isRecord(value) &&
    typeof value.plan === 'string' &&
    typeof value.status === 'string' &&
    (value.daysRemaining === undefined || isCount(value.daysRemaining)) &&
    Array.isArray(value.features) &&
    value.features.every((feature) => typeof feature === 'string') &&
    isAmounts(value.limits) &&
    isAmounts(value.usage)
  );
}

/** What the panel shows: one of the contract's statuses, or unknown. */
export type ShownStatus = SubscriptionStatus | 'unknown';

export function statusOf(subscription: Pick<Subscription, 'status'>): ShownStatus {
  const status = subscription.status.toLowerCase();
  return SUBSCRIPTION_STATUSES.find((known) => known === status) ?? 'unknown';
}
