import type { ReactNode } from 'react';
import { useCachedQuery, useQuery } from '../../core/cache';
import { useT } from '../../core/i18n';
import { classroomPath, schoolPath } from '../../core/paths';
import { type ChooserOption, RecordChooser } from '../../ui/RecordChooser';
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

interface ChooserItem extends ChooserOption {
  path: string;
}

const TEXTS = {
  school: {
    title: 'schools.chooser.schoolTitle',
    placeholder: 'schools.chooser.schoolPlaceholder',
    failed: 'schools.loadFailed',
    none: 'schools.empty.title',
  },
  classroom: {
    title: 'schools.chooser.classroomTitle',
    placeholder: 'schools.chooser.classroomPlaceholder',
    failed: 'classrooms.loadFailed',
    none: 'classrooms.empty.title',
  },
  pupils: {
    title: 'schools.chooser.pupilsTitle',
    placeholder: 'schools.chooser.classroomPlaceholder',
    failed: 'classrooms.loadFailed',
    none: 'classrooms.empty.title',
  },
} as const;

/** 'Go to school…', 'Go to classroom…' and a class's pupils: a searchable list (fuzzy, diacritics ignored) that opens the chosen page. */
export function EntityChooser({ kind, onClose, onChoose }: EntityChooserProps) {
  const t = useT();
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

  let status: ReactNode = null;
  if (query.loading) {
    status = (
      <p role="status" className="m-0 px-5 py-4 text-sm text-slate-600 dark:text-slate-300">
        {t('common.loading')}
      </p>
    );
  } else if (query.error) {
    status = (
      <div role="alert" className="flex flex-wrap items-center gap-3 px-5 py-4 text-sm text-red-800 dark:text-red-300">
        <span>{t(texts.failed)}</span>
        <button type="button" className="link" onClick={() => void query.refresh()}>
          {t('schools.retry')}
        </button>
      </div>
    );
  }

  return (
    <RecordChooser
      title={t(texts.title)}
      placeholder={t(texts.placeholder)}
      noMatch={t('schools.chooser.noMatch')}
      options={items}
      status={status}
      empty={t(texts.none)}
      onClose={onClose}
      onPick={(id) => onChoose(items.find((item) => item.id === id)!.path)}
    />
  );
}
