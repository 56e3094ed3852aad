// SPEC 9 in one place: every business constant and feature flag the client
// reads. Frozen so a stray assignment in a feature fails loudly instead of
// changing behaviour for every other screen.
import { API_CALL_TIMEOUT_MS } from '../../domain/api/calls';

type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

export type LetterGrade = 'A' | 'B' | 'C' | 'D' | 'F';

export interface GradeBand {
  grade: LetterGrade;
  /** Inclusive bounds, in percent of the total points. */
  min: number;
  max: number;
}

export const config = deepFreeze({
  auth: {
    /** Refresh the access token when it is missing or expires within this margin. */
    tokenRefreshMarginMs: 60_000,
    /** A request that got a 401 is retried this many times, after one refresh. */
    retriesAfter401: 1,
  },
  api: {
    timeoutMs: API_CALL_TIMEOUT_MS,
    retries: 3,
    retryDelayMs: 1000,
  },
  /** SPEC 8 retry helper: exponential backoff with random jitter. */
  retry: { attempts: 3, baseMs: 1000, factor: 2, capMs: 30_000 },
  ui: {
    pageSize: 10,
    autosaveDelayMs: 2000,
    toastDurationMs: 5000,
    schoolsPanelCloseDelayMs: 200,
    schoolsPanelColumns: 3,
  },
  files: {
    /** 10 MiB. */
    maxSizeBytes: 10_485_760,
    allowedTypes: ['pdf', 'doc', 'docx', 'txt'],
  },
  quiz: {
    /** Minutes. */
    timeLimit: 30,
    maxQuestions: 100,
    minQuestions: 1,
    autoSubmit: true,
    shuffleQuestions: true,
    showProgressBar: true,
  },
  cache: {
    ttlMs: 300_000,
    maxSize: 50,
    schoolMs: 60_000,
    classroomMs: 60_000,
  },
  chunkLoadTimeoutMs: 120_000,
  errors: { visible: 10, history: 50 },
  gradeBands: [
    { grade: 'A', min: 90, max: 100 },
    { grade: 'B', min: 80, max: 89 },
    { grade: 'C', min: 70, max: 79 },
    { grade: 'D', min: 60, max: 69 },
    { grade: 'F', min: 0, max: 59 },
  ] satisfies GradeBand[],
  limits: {
    passwordMin: 8,
    nameMin: 2,
    responsePointsMin: 0,
    responsePointsMax: 100,
    /** The ex-officio points a test usually starts from. */
    typicalBonusPoints: 10,
  },
});

/** SPEC 9 feature flags; a feature whose flag is off is hidden, not disabled. */
export const FEATURE_FLAGS = deepFreeze({
  darkModeToggle: true,
  advancedQuizSettings: true,
  bulkOperations: true,
  exportToExcel: true,
  realTimeSync: false,
  offlineMode: false,
  pushNotifications: false,
  emailNotifications: true,
  sound: false,
});

export type FeatureFlag = keyof typeof FEATURE_FLAGS;

/** What `overrideFlags` has switched; the flags themselves stay frozen. */
let overrides: Partial<Record<FeatureFlag, boolean>> = {};

export function isEnabled(flag: FeatureFlag, flags: Readonly<Record<FeatureFlag, boolean>> = FEATURE_FLAGS): boolean {
  return flags === FEATURE_FLAGS ? (overrides[flag] ?? flags[flag]) : flags[flag];
}

/**
 * Switches flags for a test (every flag must be tried off and on); the
 * returned function restores the previous values. Read through `isEnabled`.
 */
export function overrideFlags(changes: Partial<Record<FeatureFlag, boolean>>): () => void {
  const previous = overrides;
  overrides = { ...overrides, ...changes };
  return () => {
    overrides = previous;
  };
}

/** The SPEC 9 letter for a percentage (0-100); values between bands (89.5) take the lower band. */
export function gradeForPercent(percent: number): LetterGrade {
  const band = config.gradeBands.find((candidate) => percent >= candidate.min);
  return band?.grade ?? 'F';
}
