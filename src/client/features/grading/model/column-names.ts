// The accessible (and tooltip) name of each grid column, in the interface language.

import { formatPoints } from '../../../../domain/points';
import type { TFunction } from '../../../core/i18n';
import type { GridColumn } from './grid-columns';

export function columnName(column: GridColumn, t: TFunction, language: string): string {
  const points = formatPoints(column.max, language);
  switch (column.kind) {
    case 'name':
      return t('grading.columns.pupil');
    case 'mark':
      return t('grading.columns.question', { n: column.label, points, count: column.max });
    case 'rule':
      return t('grading.columns.rule', { n: column.label, points, count: column.max });
    case 'total':
      return t('grading.columns.total');
    case 'mark10':
      return t('grading.columns.mark');
    case 'band':
      return t('grading.columns.band');
    case 'comments':
      return t('grading.columns.comments');
    case 'gradedAt':
      return t('grading.columns.gradedAt');
  }
}
