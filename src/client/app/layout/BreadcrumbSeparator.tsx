export function BreadcrumbSeparator() {
  return (
    <span aria-hidden="true" className="text-slate-400 dark:text-slate-500">
      /
    </span>
  );
}
