// Class names of the grid's cells from their flags. UnoCSS reads class
// names from the source, so every one is written out literally here.
import { ACTIVE, CONFLICT, DIRTY, EDITING, FROM_RULES, PASTE_REFUSED, REFUSED, SELECTED, SERVER_ERROR } from '../model/cell-state';

const BASE =
  'absolute top-0 flex h-full items-center overflow-hidden whitespace-nowrap border-b border-r border-slate-200 px-2 text-sm outline-none dark:border-slate-700';

export function cellClass(flags: number, kind: 'value' | 'derived' | 'text', numeric: boolean): string {
  const parts = [BASE, numeric ? 'justify-end tabular-nums' : 'justify-start'];
  if (flags & EDITING) parts.push('overflow-visible p-0');
  if (flags & SELECTED) parts.push('bg-primary-50 dark:bg-primary-950');
  else if (flags & CONFLICT) parts.push('bg-violet-50 dark:bg-violet-950');
  else if (flags & DIRTY) parts.push('bg-amber-50 dark:bg-amber-950');
  else if (kind === 'derived') parts.push('bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300');
  else parts.push('bg-white dark:bg-slate-950');
  if (flags & (REFUSED | SERVER_ERROR | PASTE_REFUSED)) parts.push('ring-2 ring-inset ring-red-600 dark:ring-red-400');
  else if (flags & CONFLICT) parts.push('ring-2 ring-inset ring-violet-600 dark:ring-violet-400');
  else if (flags & ACTIVE) parts.push('ring-2 ring-inset ring-primary-600 dark:ring-primary-300');
  if (flags & ACTIVE) parts.push('z-[4] overflow-visible');
  if (flags & FROM_RULES) parts.push('italic text-slate-600 dark:text-slate-300');
  return parts.join(' ');
}

export const NAME_CELL_CLASS =
  'sticky left-0 z-[3] flex h-full items-center gap-1 overflow-hidden whitespace-nowrap border-b border-r border-slate-300 px-3 text-sm font-medium text-slate-900 outline-none dark:border-slate-600 dark:text-slate-100';
export const NAME_CELL_BG = 'bg-white dark:bg-slate-900';
export const NAME_CELL_SELECTED_BG = 'bg-primary-50 dark:bg-primary-950';
