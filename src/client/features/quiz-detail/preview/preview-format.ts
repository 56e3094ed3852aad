// Shared bits of the two previews: letters and points as the PDF prints them.
import { formatPoints } from '../../../../domain/points';
import type { TFunction } from '../../../core/i18n';

export const optionLetter = (index: number) => String.fromCharCode(97 + index);

/** "10 pts" / "1 pt", with the PDF's own words. */
export function pointsText(points: number, language: string, t: TFunction): string {
  return t('pdf.points', { count: points, points: formatPoints(points, language) });
}
