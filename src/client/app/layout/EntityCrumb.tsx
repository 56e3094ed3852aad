import { useT } from '../../core/i18n';
import { classroomPath, schoolPath } from '../../core/paths';
import { BreadcrumbLink } from './BreadcrumbLink';
import { BreadcrumbSeparator } from './BreadcrumbSeparator';
import type { Crumb } from './breadcrumb-trail';
import { useEntityName } from './entity-names';

export interface EntityCrumbProps {
  crumb: Extract<Crumb, { type: 'entity' }>;
  last: boolean;
}

/** A classroom, or a classroom's school, is linked through the school the server names. */
function linkThroughSchool(crumb: EntityCrumbProps['crumb'], schoolId: string): string | null {
  if (crumb.kind === 'classroom') return classroomPath(schoolId, crumb.id);
  return crumb.kind === 'classroomSchool' ? schoolPath(schoolId) : null;
}

/** A crumb named by the server (school, classroom, quiz title). */
export function EntityCrumb({ crumb, last }: EntityCrumbProps) {
  const t = useT();
  const state = useEntityName(crumb.kind, crumb.id, crumb.scope);
  // SPEC 2: a name that failed to load is left out (the failure is only logged).
  if (state.status === 'failed') return null;
  if (state.status === 'loading') {
    return (
      <li className="flex min-w-0 items-center gap-2">
        <BreadcrumbSeparator />
        <span className="inline-block h-3 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
        <span className="sr-only">{t('breadcrumbs.loading')}</span>
      </li>
    );
  }
  const { name, schoolId } = state.value;
  const href = crumb.href ?? (schoolId ? linkThroughSchool(crumb, schoolId) : null);
  return (
    <li className="flex min-w-0 items-center gap-2">
      <BreadcrumbSeparator />
      <BreadcrumbLink href={href} last={last}>
        {name}
      </BreadcrumbLink>
    </li>
  );
}
