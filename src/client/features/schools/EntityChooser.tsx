import { Command as Cmdk } from 'cmdk';
import { useRef } from 'react';
import { useCachedQuery, useQuery } from '../../core/cache';
import { useT } from '../../core/i18n';
import { classroomPath, schoolPath } from '../../core/paths';
import { CHOOSER_INPUT, CHOOSER_OPTION } from '../../ui/chooser-classes';
import { chooserFilter } from '../../ui/chooser-filter';
import { Modal } from '../../ui/Modal';
import { fetchAllClassrooms } from './schools.api';
import { allClassroomsOptions, schoolKeys, schoolListQuery } from './schools.cache';

/** 'pupils' lists the classrooms too, and opens the chosen one's Pupils tab. */
export type ChooserKind = 'school' | 'classroom' | 'pupils';

export interface EntityChooserProps {
  kind: ChooserKind;
  onClose: () => void;
  /** Called with the chosen record's page. */
  onChoose: (path: string) => void;
}

interface ChooserItem {
  id: string;
  label: string;
  detail: string;
  path: string;
  keywords: string[];
}

const TEXTS = {
  school: {
    title: 'schools.chooser.schoolTitle',
    placeholder: 'schools.chooser.schoolPlaceholder',
    failed: 'schools.loadFailed',
    none: 'schools.empty.title',
    noMatch: 'schools.chooser.noMatch',
  },
  classroom: {
    title: 'schools.chooser.classroomTitle',
    placeholder: 'schools.chooser.classroomPlaceholder',
    failed: 'classrooms.loadFailed',
    none: 'classrooms.empty.title',
    noMatch: 'schools.chooser.noMatch',
  },
  pupils: {
    title: 'schools.chooser.pupilsTitle',
    placeholder: 'schools.chooser.classroomPlaceholder',
    failed: 'classrooms.loadFailed',
    none: 'classrooms.empty.title',
    noMatch: 'schools.chooser.noMatch',
  },
} as const;

/** 'Go to school…', 'Go to classroom…' and a class's pupils: a searchable list (fuzzy, diacritics ignored) that opens the chosen page. */
export function EntityChooser({ kind, onClose, onChoose }: EntityChooserProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const schools = useQuery(kind === 'school' ? schoolListQuery() : null);
  const classrooms = useCachedQuery(kind === 'school' ? null : schoolKeys.allClassrooms, fetchAllClassrooms, allClassroomsOptions);
  const query = kind === 'school' ? schools : classrooms;
  const texts = TEXTS[kind];

  const items: ChooserItem[] =
    kind === 'school'
      ? (schools.data ?? []).map((school) => ({
          id: school.id,
          label: school.name,
          detail: t('schools.stats.classrooms', { n: school.classroomCount }),
          path: schoolPath(school.id),
          keywords: [school.name],
        }))
      : (classrooms.data ?? []).map((classroom) => ({
          id: classroom.id,
          label: classroom.name,
          detail: [classroom.schoolName, classroom.gradeLevel].filter(Boolean).join(' · '),
          path: kind === 'pupils' ? `${classroomPath(classroom.schoolId, classroom.id)}?tab=pupils` : classroomPath(classroom.schoolId, classroom.id),
          keywords: [classroom.name, classroom.gradeLevel, classroom.schoolName].filter(Boolean),
        }));

  return (
    <Modal open onClose={onClose} title={t(texts.title)} hideTitle position="top" size="lg" closeButton={false} initialFocus={inputRef}>
      <Cmdk label={t(texts.title)} filter={chooserFilter} loop className="flex flex-col">
        <div className="border-b border-slate-200 px-4 dark:border-slate-700">
          <Cmdk.Input ref={inputRef} placeholder={t(texts.placeholder)} className={CHOOSER_INPUT} />
        </div>
        {query.loading && (
          <p role="status" className="m-0 px-5 py-4 text-sm text-slate-600 dark:text-slate-300">
            {t('common.loading')}
          </p>
        )}
        {Boolean(query.error) && !query.loading && (
          <div role="alert" className="flex flex-wrap items-center gap-3 px-5 py-4 text-sm text-red-800 dark:text-red-300">
            <span>{t(texts.failed)}</span>
            <button type="button" className="link" onClick={() => void query.refresh()}>
              {t('schools.retry')}
            </button>
          </div>
        )}
        <Cmdk.List className="max-h-[min(60vh,28rem)] overflow-y-auto p-2" label={t(texts.title)}>
          {!query.loading && !query.error && (
            <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400">
              {t(items.length === 0 ? texts.none : texts.noMatch)}
            </Cmdk.Empty>
          )}
          {items.map((item) => (
            <Cmdk.Item key={item.id} value={item.id} keywords={item.keywords} onSelect={() => onChoose(item.path)} className={CHOOSER_OPTION}>
              <span className="min-w-0 truncate font-medium">{item.label}</span>
              {item.detail && <span className="min-w-0 truncate text-xs text-slate-500 dark:text-slate-400">{item.detail}</span>}
            </Cmdk.Item>
          ))}
        </Cmdk.List>
      </Cmdk>
    </Modal>
  );
}
