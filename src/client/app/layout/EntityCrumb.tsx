import { useT } from '../../core/i18n';
import { classroomPath } from '../../core/paths';
import { BreadcrumbLink } from './BreadcrumbLink';
import { BreadcrumbSeparator } from './BreadcrumbSeparator';
import type { Crumb } from './breadcrumb-trail';
import { useEntityName } from './entity-names';

export interface EntityCrumbProps {
  crumb: Extract<Crumb, { type: 'entity' }>;
  last: boolean;
}

/** A crumb named by the server (school, classroom, quiz title). */
export function EntityCrumb({ crumb, last }: EntityCrumbProps) {
  const t = useT();
  const state = useEntityName(crumb.kind, crumb.id);
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
  const href = crumb.href ?? (crumb.kind === 'classroom' && schoolId ? classroomPath(schoolId, crumb.id) : null);
  return (
    <li className="flex min-w-0 items-center gap-2">
      <BreadcrumbSeparator />
      <BreadcrumbLink href={href} last={last}>
        {name}
      </BreadcrumbLink>
    </li>
  );
}
