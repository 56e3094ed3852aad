// How the teacher likes tests printed: ruled lines or squared paper (the
// line-grid toggle, shared by the previews and the PDF), the paper size and
// the groups (versions A-D). Remembered on this device (`quiz-app.` key).
import { observable } from '@legendapp/state';
import { readStored, writeStored } from '../../../core/storage';
import { type LineStyle, type Paper, VERSION_LABELS, type VersionLabel } from '../../pdf';

export interface PrintOptions {
  lineStyle: LineStyle;
  paper: Paper;
  /** Groups to print; empty prints the test once, in the author's order. */
  versions: VersionLabel[];
}

const KEY = 'print-options';
const DEFAULTS: PrintOptions = { lineStyle: 'ruled', paper: 'A4', versions: [] };

function load(): PrintOptions {
  try {
    const raw = JSON.parse(readStored(KEY) ?? '{}') as Partial<PrintOptions>;
    return {
      lineStyle: raw.lineStyle === 'grid' ? 'grid' : 'ruled',
      paper: raw.paper === 'LETTER' ? 'LETTER' : 'A4',
      versions: Array.isArray(raw.versions) ? VERSION_LABELS.filter((label) => raw.versions!.includes(label)) : [],
    };
  } catch {
    return DEFAULTS;
  }
}

export const printOptions$ = observable<PrintOptions>(load());

printOptions$.onChange(({ value }) => writeStored(KEY, JSON.stringify(value)));
