// Whose data this browser is holding for now (issue 12, shared computers):
// core/session sets the signed-in user here from the first moment. Kept
// apart from user-data.ts so the first screen carries only this much; the
// keyed items load with the screens that write them.
let owner: string | null = null;
/** Counts the changes of owner: a sign-out and the same teacher's sign-in again are two. */
let generation = 0;
/**
 * Users whose data was discarded at sign-out: a screen closing a moment
 * later (an editor flushing its last keystrokes) must not write it back.
 * Signing in again lifts it.
 */
const discarded = new Set<string>();

type OwnerListener = (previous: string | null, next: string | null) => void;
const ownerListeners = new Set<OwnerListener>();

/**
 * Hears every change of owner. The read cache (core/cache) listens here
 * rather than the session importing it, so the cache stays out of the
 * first screen's JavaScript.
 */
export function onDataOwnerChange(listener: OwnerListener): () => void {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
}

/** The user whose keys are read and written now (core/session sets it); null while nobody is signed in. */
export function setDataOwner(userId: string | null): void {
  const previous = owner;
  owner = userId || null;
  if (owner) discarded.delete(owner);
  if (previous === owner) return;
  generation += 1;
  for (const listener of ownerListeners) listener(previous, owner);
}

export function isDiscarded(userId: string): boolean {
  return discarded.has(userId);
}

/** A screen closing after sign-out discarded this user's data must not write it back. */
export function markDiscarded(userId: string): void {
  discarded.add(userId);
}

export function dataOwner(): string | null {
  return owner;
}

/** Whose data, and which of their sessions in this tab: work started for one must not run in another. */
export function ownerSession(): { owner: string | null; generation: number } {
  return { owner, generation };
}
