import { type MouseEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useT } from '../../core/i18n';
import { pupilPerformancePath } from '../../core/paths';
import { BusyButton } from '../../ui/BusyButton';
import { DataTable, type DataTableColumn, type RowKeyDownHandler } from '../../ui/DataTable';
import { focusListHeading } from '../../ui/focus-after-removal';
import { EditIcon, TrashIcon } from '../../ui/icons';
import type { Pupil } from './classroom.types';
import { pupilRowActionId } from './use-pupil-row-commands';

export interface PupilsTableProps {
  classroomId: string;
  pupils: readonly Pupil[];
  loading: boolean;
  caption: string;
  deletingId: string | null;
  onEdit: (pupil: Pupil) => void;
  /** Resolves true when the pupil was deleted (the user may cancel). */
  onDelete: (pupil: Pupil) => Promise<boolean>;
}

const ROW_SELECTOR = 'tr[data-row-key]';

function rowOf(element: Element | null | undefined): HTMLElement | null {
  return element instanceof HTMLElement && element.matches(ROW_SELECTOR) ? element : null;
}

/**
 * The class list on the DataTable, driven from the keyboard (after actual's
 * table navigator): one row in the tab order, ↑ and ↓ (Home, End) move
 * between rows, Enter edits the pupil, Delete asks to delete it (when the
 * reader may: `deletable`). Moving follows the rows on screen, so it keeps
 * working in any sort order.
 */
export function PupilsTable({ classroomId, pupils, loading, caption, deletingId, onEdit, onDelete }: PupilsTableProps) {
  const t = useT();
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // The active row is marked only while the keyboard is in the list; otherwise it would read as a selection.
  const [focusWithin, setFocusWithin] = useState(false);
  const active = pupils.some((pupil) => pupil.id === activeKey) ? activeKey : (pupils[0]?.id ?? null);
  const tabIndexFor = (pupil: Pupil) => (pupil.id === active ? 0 : -1);

  // After a delete, the keyboard lands on the row that took the deleted one's place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows are re-rendered when pupils change; focus is restored after that render
  useEffect(() => {
    if (!focusKey) return;
    const row = [...document.querySelectorAll<HTMLElement>(ROW_SELECTOR)].find((candidate) => candidate.dataset.rowKey === focusKey);
    if (row) {
      row.focus();
      setFocusKey(null);
    }
  }, [focusKey, pupils]);

  const requestDelete = async (pupil: Pupil, row: HTMLElement | null) => {
    const neighbour = rowOf(row?.nextElementSibling) ?? rowOf(row?.previousElementSibling);
    const section = row?.closest('section') ?? null;
    const deleted = await onDelete(pupil);
    const next = neighbour?.dataset.rowKey;
    if (deleted && next) {
      setActiveKey(next);
      setFocusKey(next);
    } else if (deleted) {
      // The last pupil: the list's heading, not the page.
      focusListHeading(section);
    }
  };

  const onRowKeyDown: RowKeyDownHandler<Pupil> = (event, pupil) => {
    // Keys typed on the row's own link and buttons are theirs.
    if (event.target !== event.currentTarget) return;
    const row = event.currentTarget;
    const moveTo = (target: Element | null | undefined) => {
      event.preventDefault();
      rowOf(target)?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(row.nextElementSibling);
      case 'ArrowUp':
        return moveTo(row.previousElementSibling);
      case 'Home':
        return moveTo(row.parentElement?.firstElementChild);
      case 'End':
        return moveTo(row.parentElement?.lastElementChild);
      case 'Enter':
        event.preventDefault();
        return onEdit(pupil);
      case 'Delete':
      case 'Backspace':
        // Only the school's owners and the teacher who added the pupil delete them (issue 16): the server refuses anyone else.
        if (!pupil.deletable) return;
        event.preventDefault();
        return void requestDelete(pupil, row);
    }
  };

  const onDeleteClick = (pupil: Pupil) => (event: MouseEvent<HTMLButtonElement>) => void requestDelete(pupil, event.currentTarget.closest('tr'));

  const columns: DataTableColumn<Pupil>[] = [
    {
      key: 'name',
      label: t('pupils.columns.name'),
      sortable: true,
      render: (pupil) => (
        <Link href={pupilPerformancePath(classroomId, pupil.id)} tabIndex={tabIndexFor(pupil)} className="link break-words">
          {pupil.name}
        </Link>
      ),
    },
    {
      key: 'email',
      label: t('pupils.columns.email'),
      sortable: true,
      render: (pupil) =>
        pupil.email ? (
          <span className="break-all">{pupil.email}</span>
        ) : (
          <span className="text-slate-400 dark:text-slate-500">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('pupils.noEmail')}</span>
          </span>
        ),
    },
    {
      key: 'actions',
      label: t('pupils.columns.actions'),
      align: 'right',
      render: (pupil) => (
        <div className="flex flex-wrap justify-end gap-2">
          <button
            id={pupilRowActionId(pupil.id, 'edit')}
            type="button"
            tabIndex={tabIndexFor(pupil)}
            className="btn-secondary min-h-11 min-w-11 px-3 py-1 sm:min-h-9"
            aria-label={t('pupils.edit.label', { name: pupil.name })}
            onClick={() => onEdit(pupil)}
          >
            <EditIcon className="h-4 w-4 sm:hidden" />
            <span className="hidden sm:inline">{t('pupils.edit.button')}</span>
          </button>
          {pupil.deletable && (
            <BusyButton
              id={pupilRowActionId(pupil.id, 'delete')}
              type="button"
              tabIndex={tabIndexFor(pupil)}
              className="btn-secondary min-h-11 min-w-11 px-3 py-1 text-red-800 sm:min-h-9 dark:text-red-300"
              aria-label={t('pupils.delete.label', { name: pupil.name })}
              busy={deletingId === pupil.id}
              onClick={onDeleteClick(pupil)}
            >
              <TrashIcon className="h-4 w-4 sm:hidden" />
              <span className="hidden sm:inline">{t('pupils.delete.button')}</span>
            </BusyButton>
          )}
        </div>
      ),
    },
  ];

  return (
    <div
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <DataTable
        columns={columns}
        rows={pupils}
        caption={caption}
        captionHidden
        loading={loading && pupils.length === 0}
        loadingMessage={t('pupils.loading')}
        emptyTitle={t('pupils.empty.title')}
        emptyDescription={t('pupils.empty.body')}
        hoverable
        // A class (about 30 pupils) is read and typed into as one list; pages would break the arrow keys at every tenth row.
        pageSize={0}
        activeRowKey={focusWithin ? active : null}
        onRowKeyDown={onRowKeyDown}
        getRowProps={(pupil) => ({
          'data-row-key': pupil.id,
          // The roving tab stop stays on the active row even while it is not marked.
          tabIndex: tabIndexFor(pupil),
          onFocus: () => setActiveKey(pupil.id),
          className: 'focus-visible:outline-3 focus-visible:outline-primary-600 focus-visible:-outline-offset-3 dark:focus-visible:outline-primary-300',
        })}
      />
    </div>
  );
}
