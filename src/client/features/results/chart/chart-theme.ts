// The charts' colours, light and dark. Canvas strokes cannot read CSS
// classes, so the hex values live here beside the UnoCSS classes of the
// legend swatches that must match them.
import type { ChartTone } from './chart-data';

export interface ChartPalette {
  axis: string;
  grid: string;
  series: Record<ChartTone, string>;
}

export const CHART_PALETTE: Record<'light' | 'dark', ChartPalette> = {
  // primary-700 / amber-700 on white, primary-300 / amber-300 on slate-900: all above 4.5:1.
  light: { axis: '#334155', grid: '#e2e8f0', series: { primary: '#1d4ed8', secondary: '#b45309' } },
  dark: { axis: '#cbd5e1', grid: '#334155', series: { primary: '#93c5fd', secondary: '#fcd34d' } },
};

/** Legend swatches: the same colours, and the secondary line dashed as on the canvas (colour is not the only cue). */
export const SWATCH_CLASS: Record<ChartTone, string> = {
  primary: 'border-t-3 border-solid border-primary-700 dark:border-primary-300',
  secondary: 'border-t-3 border-dashed border-amber-700 dark:border-amber-300',
};

/** The secondary series' dash pattern on the canvas, in CSS pixels. */
export const SECONDARY_DASH = [6, 4];
