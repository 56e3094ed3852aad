// The shape GET /api/subscriptions/current must have (SPEC 3/7). Extra
// fields are allowed (type(), not object()), so the server may grow; a body
// that breaks this shows 'Invalid subscription data' instead of a broken panel.
import { array, is, nullable, number, optional, string, type, type Infer } from 'superstruct';

/** A count; null means "no limit". */
const count = nullable(number());

const amounts = type({ quizzes: count, students: count, classes: count });

export const subscriptionSchema = type({
  plan: string(),
  /** trial, active, cancelled or expired; anything else is shown as unknown. */
  status: string(),
  /** Whole days left; null (or absent) when the plan does not expire. */
  daysRemaining: optional(nullable(number())),
  /** Feature keys (tests, grading, pdf_export, analysis, excel_export). */
  features: array(string()),
  limits: amounts,
  usage: amounts,
});

export type Subscription = Infer<typeof subscriptionSchema>;

export function isSubscription(value: unknown): value is Subscription {
  return is(value, subscriptionSchema);
}

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled', 'expired', 'unknown'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function statusOf(subscription: Pick<Subscription, 'status'>): SubscriptionStatus {
  const status = subscription.status.toLowerCase();
  return SUBSCRIPTION_STATUSES.find((known) => known === status) ?? 'unknown';
}
