import { useLocation } from 'wouter';
import { useT } from '../../core/i18n';
import { BreadcrumbLink } from './BreadcrumbLink';
import { BreadcrumbSeparator } from './BreadcrumbSeparator';
import { crumbsFor } from './breadcrumb-trail';
import { breadcrumbMessages } from './breadcrumbs.messages';
import { EntityCrumb } from './EntityCrumb';

await breadcrumbMessages.ensure();

/** SPEC 2: where the user is, from Home down to the quiz; names come from the server by route parameter. */
export function Breadcrumbs() {
  const t = useT();
  const [location] = useLocation();
  const crumbs = crumbsFor(location);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-300">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          if (crumb.type === 'entity') return <EntityCrumb key={`${crumb.kind}:${crumb.id}`} crumb={crumb} last={last} />;
          return (
            <li key={crumb.labelKey} className="flex min-w-0 items-center gap-2">
              {index > 0 && <BreadcrumbSeparator />}
              <BreadcrumbLink href={crumb.href} last={last}>
                {t(crumb.labelKey)}
              </BreadcrumbLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
