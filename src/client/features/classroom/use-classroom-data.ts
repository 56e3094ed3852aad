// The ClassroomProvider's behaviour (SPEC 4): the classroom, its pupils and
// its assigned quizzes loaded side by side through the cache, each with its
// own loading flag; cleared without a classroom id; loaded again when the
// classroom or school id changes, and whenever one of the cached entries is
// replaced or dropped (a pupil added here, a classroom renamed elsewhere).
// A failure goes to the shared error handler with its context, is logged,
// stored (the classroom's only) and rethrown to refetch's caller.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cache } from '../../core/cache';
import { reportError } from '../../core/errors.store';
import { toApiError } from '../../core/http';
import { CLASSROOM_PARTS, type ClassroomPart, type ClassroomParts, cachedPart, lastFetchedOf, loadClassroomPart, partOfKey } from './classroom.cache';
import type { ClassroomContextValue, ClassroomState } from './classroom-context';

const IDLE = { classroom: false, pupils: false, assignedQuizzes: false };

export const EMPTY_CLASSROOM_STATE: ClassroomState = {
  classroom: null,
  pupils: [],
  assignedQuizzes: [],
  loading: IDLE,
  error: null,
  listErrors: { pupils: null, assignedQuizzes: null },
  lastFetched: null,
};

function withPart(part: ClassroomPart, value: ClassroomParts[ClassroomPart]): Partial<ClassroomState> {
  return { [part]: value } as Partial<ClassroomState>;
}

/** What the cache already holds for a classroom: a revisit within the minute shows at once. */
function initialState(classroomId: string): ClassroomState {
  const state: ClassroomState = { ...EMPTY_CLASSROOM_STATE, loading: { ...IDLE }, lastFetched: lastFetchedOf(classroomId) };
  for (const part of CLASSROOM_PARTS) {
    const value = cachedPart(part, classroomId);
    if (value === undefined) state.loading[part] = true;
    else Object.assign(state, withPart(part, value));
  }
  return state;
}

export function useClassroomData(classroomId: string | null | undefined, schoolId: string | null | undefined): ClassroomContextValue {
  const id = classroomId || null;
  const school = schoolId || null;
  const [state, setState] = useState<{ id: string | null; value: ClassroomState }>(() => ({ id, value: id ? initialState(id) : EMPTY_CLASSROOM_STATE }));
  const currentId = useRef(id);
  currentId.current = id;

  /** Changes the state only if it still belongs to that classroom: a late answer for another one is dropped. */
  const update = useCallback((forId: string, patch: (state: ClassroomState) => Partial<ClassroomState>) => {
    setState((previous) => (previous.id === forId ? { id: forId, value: { ...previous.value, ...patch(previous.value) } } : previous));
  }, []);

  const loadPart = useCallback(
    async (forId: string, part: ClassroomPart, force: boolean): Promise<void> => {
      // A fresh cached value answers at once: no loading state to flash.
      if (force || cachedPart(part, forId) === undefined) update(forId, (state) => ({ loading: { ...state.loading, [part]: true } }));
      try {
        const value = await loadClassroomPart(part, forId, school, force);
        update(forId, (state) => ({
          ...withPart(part, value),
          loading: { ...state.loading, [part]: false },
          ...(part === 'classroom' ? { error: null } : { listErrors: { ...state.listErrors, [part]: null } }),
          lastFetched: lastFetchedOf(forId),
        }));
      } catch (error) {
        const failure = toApiError(error);
        reportError(failure, { where: `classroom.${part}`, classroomId: forId, schoolId: school }, { silent: true });
        update(forId, (state) => ({
          loading: { ...state.loading, [part]: false },
          ...(part === 'classroom' ? { error: failure } : { listErrors: { ...state.listErrors, [part]: failure } }),
        }));
        throw failure;
      }
    },
    [school, update],
  );

  const refetch = useCallback(
    async (force = false) => {
      const forId = currentId.current;
      if (!forId) return;
      const results = await Promise.allSettled(CLASSROOM_PARTS.map((part) => loadPart(forId, part, force)));
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    [loadPart],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of school (another tab renamed or moved it) re-subscribes and reloads
  useEffect(() => {
    if (!id) {
      setState({ id: null, value: EMPTY_CLASSROOM_STATE });
      return undefined;
    }
    setState((previous) => (previous.id === id ? previous : { id, value: initialState(id) }));
    // Failures are reported and stored by loadPart; nobody else awaits this load.
    refetch().catch(() => {});
    return cache.subscribe((event) => {
      const part = partOfKey(id, event.key);
      if (!part) return;
      if (event.type === 'invalidate') {
        loadPart(id, part, false).catch(() => {});
        return;
      }
      const value = cachedPart(part, id);
      if (value !== undefined) update(id, () => withPart(part, value));
    });
  }, [id, school, refetch, loadPart, update]);

  const value = state.id === id ? state.value : id ? initialState(id) : EMPTY_CLASSROOM_STATE;
  return useMemo(() => ({ ...value, classroomId: id, schoolId: school, refetch }), [value, id, school, refetch]);
}
