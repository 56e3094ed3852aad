import { DEFAULT_SCHOOL_DESCRIPTION } from '../../../domain/api/schools';
import type { TFunction } from '../../core/i18n';

/** The server stores its default description in English; the reader sees it in their language. */
export function schoolDescription(description: string, t: TFunction): string {
  return description === DEFAULT_SCHOOL_DESCRIPTION ? t('schools.defaultDescription') : description;
}
