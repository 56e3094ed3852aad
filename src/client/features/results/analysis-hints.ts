// Plain-language readings of the item statistics, with the usual thresholds
// of classical test theory, so a teacher sees "hard" rather than "0.24".
//   facility        >= 0.7 easy, <= 0.3 hard, between moderate
//   discrimination  < 0 works against the test, < 0.2 poor, < 0.3 fair, else good
//   Cronbach alpha  >= 0.8 good, >= 0.7 acceptable, below that low

export type FacilityLevel = 'easy' | 'moderate' | 'hard';
export type DiscriminationLevel = 'good' | 'fair' | 'poor' | 'negative';
export type ConsistencyLevel = 'good' | 'acceptable' | 'low';

export function facilityLevel(facility: number | null): FacilityLevel | null {
  if (facility === null) return null;
  if (facility >= 0.7) return 'easy';
  if (facility <= 0.3) return 'hard';
  return 'moderate';
}

export function discriminationLevel(discrimination: number | null): DiscriminationLevel | null {
  if (discrimination === null) return null;
  if (discrimination < 0) return 'negative';
  if (discrimination < 0.2) return 'poor';
  if (discrimination < 0.3) return 'fair';
  return 'good';
}

export function consistencyLevel(alpha: number | null): ConsistencyLevel | null {
  if (alpha === null) return null;
  if (alpha >= 0.8) return 'good';
  if (alpha >= 0.7) return 'acceptable';
  return 'low';
}
