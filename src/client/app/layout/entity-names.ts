// Names for breadcrumbs, by route parameter (SPEC 2). Kept in the app's
// cache for the SPEC 9 school time (tagged `school:<id>`, `classroom:<id>`,
// `quiz:<id>`, so a rename elsewhere drops them) and asked once per visit.
import { useEffect, useState } from 'react';
import { cache, SCHOOL_CACHE_MS } from '../../core/cache';
import { cacheTags } from '../../core/cache-tags';
import { reportError } from '../../core/errors.store';
import { api } from '../../core/http';
import { classroomRecordQuery, quizRecordQuery, RECORD_PREFIX } from '../../core/records.cache';
import { getSession } from '../../core/session';
import type { EntityKind } from './breadcrumb-trail';

export interface EntityName {
  name: string;
  /** A classroom's school, when the server says (it links the crumb). */
  schoolId?: string;
}

const ENDPOINT: Record<EntityKind, string> = { school: '/api/schools/', classroom: '/api/classrooms/', quiz: '/api/quizzes/' };

/** Names are per account: another user signing in on this tab must not see the last one's. */
let cachedFor: string | null = null;
const NAME_PREFIX = 'name:';

function parse(kind: EntityKind, body: unknown): EntityName {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const name = kind === 'quiz' ? raw.title : raw.name;
  if (typeof name !== 'string' || !name.trim()) throw new Error(`${kind} has no ${kind === 'quiz' ? 'title' : 'name'}`);
  const schoolId = typeof raw.schoolId === 'string' || typeof raw.schoolId === 'number' ? String(raw.schoolId) : undefined;
  return { name, schoolId };
}

/** A quiz or classroom comes from the entry its screen reads too (the grade grid's quiz): one request for both. */
function loadRecord(kind: EntityKind, id: string): Promise<unknown> {
  const shared = kind === 'quiz' ? quizRecordQuery<unknown>(id) : kind === 'classroom' ? classroomRecordQuery<unknown>(id) : null;
  if (shared) return cache.fetch(shared.key, shared.load, shared.options);
  return api.get<unknown>(`${ENDPOINT[kind]}${encodeURIComponent(id)}`);
}

export function loadEntityName(kind: EntityKind, id: string): Promise<EntityName> {
  const user = getSession().user?.id ?? null;
  if (user !== cachedFor) {
    clearEntityNames();
    cachedFor = user;
  }
  // A failure is not cached (core/cache.ts): the next visit asks again.
  return cache.fetch(`${NAME_PREFIX}${kind}:${id}`, async () => parse(kind, await loadRecord(kind, id)), {
    ttlMs: SCHOOL_CACHE_MS,
    tags: [cacheTags[kind](id)],
  });
}

export function clearEntityNames(): void {
  cache.invalidatePrefix(NAME_PREFIX);
  // The records the names were read from go with them.
  cache.invalidatePrefix(RECORD_PREFIX);
}

export type EntityNameState = { status: 'loading' } | { status: 'ready'; value: EntityName } | { status: 'failed' };

/** The name of one entity; a failure is logged and reported as 'failed' (the crumb is then left out). */
export function useEntityName(kind: EntityKind, id: string): EntityNameState {
  const [state, setState] = useState<{ key: string; value: EntityNameState }>({ key: '', value: { status: 'loading' } });
  const key = `${kind}:${id}`;
  useEffect(() => {
    let current = true;
    const load = () =>
      loadEntityName(kind, id).then(
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
      if (event.type === 'invalidate' && event.key === `${NAME_PREFIX}${kind}:${id}`) void load();
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [kind, id, key]);
  return state.key === key ? state.value : { status: 'loading' };
}
