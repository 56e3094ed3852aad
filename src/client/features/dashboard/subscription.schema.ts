// The shape GET /api/subscriptions/current must have (SPEC 3/7). Extra
// fields are allowed, so the server may grow; a body that breaks this shows
// 'Invalid subscription data' instead of a broken panel. Checked by hand
// rather than with superstruct: the dashboard is the first screen, and this
// one check is not worth 2 KB of its JavaScript budget.

/** A count per limited resource; null means "no limit". */
export interface Amounts {
  quizzes: number | null;
  students: number | null;
  classes: number | null;
}

export interface Subscription {
  plan: string;
  /** trial, active, cancelled or expired; anything else is shown as unknown. */
  status: string;
  /** Whole days left; null (or absent) when the plan does not expire. */
  daysRemaining?: number | null;
  /** Feature keys (tests, grading, pdf_export, analysis, excel_export). */
  features: string[];
  limits: Amounts;
  usage: Amounts;
}

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

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled', 'expired', 'unknown'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function statusOf(subscription: Pick<Subscription, 'status'>): SubscriptionStatus {
  const status = subscription.status.toLowerCase();
  return SUBSCRIPTION_STATUSES.find((known) => known === status) ?? 'unknown';
}
