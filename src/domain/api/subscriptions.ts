// Contract of GET /api/subscriptions/current (SPEC 3, 7): the plan, its
// limits and what the teacher uses of them.

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A count per limited resource; null means "no limit". */
export interface Amounts {
  quizzes: number | null;
  students: number | null;
  classes: number | null;
}

export interface Subscription {
  plan: string;
  status: SubscriptionStatus;
  /** Whole days until the plan ends; null when it does not end (the Free plan). */
  daysRemaining: number | null;
  /** Feature keys (tests, grading, pdf_export, analysis, excel_export). */
  features: string[];
  limits: Amounts;
  usage: Amounts;
}

export const subscriptionPaths = { current: '/api/subscriptions/current', createDefault: '/api/subscriptions/create-default' };
