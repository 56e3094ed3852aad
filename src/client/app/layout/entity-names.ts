// Names for breadcrumbs, by route parameter (SPEC 2). Kept in the app's
// cache for the SPEC 9 school time (tagged `school:<id>`, `classroom:<id>`,
// `quiz:<id>`, so a rename elsewhere drops them) and asked once per visit.
import { useEffect, useState } from 'react';
import { cache, SCHOOL_CACHE_MS } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { reportError } from '../../core/errors.store';
import {
  classroomNameRecordQuery,
  fetchRecord,
  pupilPerformanceRecordQuery,
  quizRecordQuery,
  RECORD_PREFIX,
  schoolRecordQuery,
} from '../../core/records.cache';
import { getSession } from '../../core/session';
import type { EntityKind } from './breadcrumb-trail';

export interface EntityName {
  name: string;
  /** A classroom's school, when the server says (it links the crumb, and names the school's crumb on a pupil's page). */
  schoolId?: string;
  schoolName?: string;
}

/** A classroom's school is not loaded on its own: it comes with the classroom. */
type LoadedKind = Exclude<EntityKind, 'classroomSchool'>;

/** Names are per account: another user signing in on this tab must not see the last one's. */
let cachedFor: string | null = null;
const NAME_PREFIX = 'name:';

const recordOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

function parse(kind: LoadedKind, body: unknown): EntityName {
  const raw = recordOf(body);
  const name = kind === 'quiz' ? raw.title : kind === 'pupil' ? recordOf(raw.pupil).name : raw.name;
  if (typeof name !== 'string' || !name.trim()) throw new Error(`${kind} has no ${kind === 'quiz' ? 'title' : 'name'}`);
  const schoolId = typeof raw.schoolId === 'string' || typeof raw.schoolId === 'number' ? String(raw.schoolId) : undefined;
  const schoolName = typeof raw.schoolName === 'string' && raw.schoolName.trim() ? raw.schoolName : undefined;
  return { name, schoolId, schoolName };
}

function schoolOf(classroom: EntityName): EntityName {
  if (!classroom.schoolName || !classroom.schoolId) throw new Error('the classroom has no school name');
  return { name: classroom.schoolName, schoolId: classroom.schoolId };
}

/**
 * A classroom's name entry also names its school (the school's crumb under a classroom reads it): a school
 * renamed drops it with the school list, as it drops every classroom record (schools.cache's afterSchoolUpdated).
 */
const classroomNameTags = (classroomId: string) => [cacheTags.classroom(classroomId), cacheTags.schools];

const cacheKeyOf = (kind: EntityKind, id: string) => `${NAME_PREFIX}${kind === 'classroomSchool' ? 'classroom' : kind}:${id}`;

/** Each name comes from the entry its screen reads too (the school's page, the grade grid's quiz, the pupil's page): one request for both. */
function loadRecord(kind: LoadedKind, id: string, scope: string): Promise<unknown> {
  if (kind === 'school') return fetchRecord(schoolRecordQuery(id));
  if (kind === 'classroom') return fetchRecord(classroomNameRecordQuery(id));
  // A pupil's name comes with their performance in the classroom (`scope`), the page being shown.
  return fetchRecord(kind === 'pupil' ? pupilPerformanceRecordQuery<unknown>(scope, id) : quizRecordQuery<unknown>(id));
}

export function loadEntityName(kind: EntityKind, id: string, scope = ''): Promise<EntityName> {
  if (kind === 'classroomSchool') return loadEntityName('classroom', id).then(schoolOf);
  const user = getSession().user?.id ?? null;
  if (user !== cachedFor) {
    // From nobody to the first teacher there is nothing of anyone else's to drop, and the records the
    // route loader asked for at boot (app/route-loaders.ts) must stay; another teacher's go (core/cache drops them too).
    if (cachedFor !== null) clearEntityNames();
    cachedFor = user;
  }
  // A failure is not cached (core/cache.ts): the next visit asks again.
  return cache.fetch(cacheKeyOf(kind, id), async () => parse(kind, await loadRecord(kind, id, scope)), {
    ttlMs: SCHOOL_CACHE_MS,
    tags: kind === 'pupil' ? [cacheTags.pupil(id), cacheTags.classroom(scope)] : kind === 'classroom' ? classroomNameTags(id) : [cacheTags[kind](id)],
  });
}

export function clearEntityNames(): void {
  cache.invalidatePrefix(NAME_PREFIX);
  // The records the names were read from go with them.
  cache.invalidatePrefix(RECORD_PREFIX);
}

export type EntityNameState = { status: 'loading' } | { status: 'ready'; value: EntityName } | { status: 'failed' };

/** The name of one entity; a failure is logged and reported as 'failed' (the crumb is then left out). */
export function useEntityName(kind: EntityKind, id: string, scope?: string): EntityNameState {
  const [state, setState] = useState<{ key: string; value: EntityNameState }>({ key: '', value: { status: 'loading' } });
  const key = `${kind}:${id}`;
  useEffect(() => {
    let current = true;
    const load = () =>
      loadEntityName(kind, id, scope).then(
        (value) => current && setState({ key, value: { status: 'ready', value } }),
        (error: unknown) => {
          // SPEC 2: only logged (and kept in the error history), never shown.
          reportError(error, { where: `breadcrumbs: the ${kind} ${id} name`, kind, id }, { silent: true });
          if (current) setState({ key, value: { status: 'failed' } });
        },
      );
    void load();
    // A rename on the page below drops the cached name (by its tag): the crumb follows it at once.
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'invalidate' && event.key === cacheKeyOf(kind, id)) void load();
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [kind, id, scope, key]);
  return state.key === key ? state.value : { status: 'loading' };
}
