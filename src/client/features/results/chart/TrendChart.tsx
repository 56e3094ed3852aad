import { useEffect, useRef } from 'react';
import { useLazyModule } from '../../../ui/use-lazy-module';
import type { LineChartData } from './chart-data';
import { SWATCH_CLASS } from './chart-theme';
import type { LineChartHandle } from './uplot-line';
import { useDarkMode } from './use-dark-mode';
import { useElementWidth } from './use-element-width';

export interface TrendChartProps {
  /** Memoise it: a new object redraws the chart. */
  data: LineChartData;
  /** Names the chart. */
  label: string;
  /** What it shows, in words: read with the name, as the chart's text alternative. */
  description: string;
  /** CSS pixels. */
  height?: number;
}

// A module-level loader, so useLazyModule keeps one uPlot chunk for every chart.
const loadLineChart = () => import('./uplot-line');

/** Whether this browser can draw on a canvas at all (happy-dom, some locked-down browsers cannot). */
function canDraw(): boolean {
  try {
    return typeof ResizeObserver !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * A line chart of Romanian marks (1-10) over tests, drawn by uPlot in its
 * own lazy chunk: as wide as its container, redrawn in the dark palette
 * when the theme changes. Where nothing can be drawn, or while uPlot
 * downloads, the named figure and its legend stay; the numbers are always
 * in a table beside it.
 */
export function TrendChart({ data, label, description, height = 240 }: TrendChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const width = useElementWidth(host);
  const widthRef = useRef(width);
  widthRef.current = width;
  const dark = useDarkMode();
  const enabled = data.labels.length > 0 && canDraw();
  const module = useLazyModule(loadLineChart, enabled);
  const chart = useRef<LineChartHandle | null>(null);
  const measured = width > 0;

  useEffect(() => {
    const element = host.current;
    if (!module || !element || !measured) return undefined;
    const created = module.createLineChart(element, { data, width: widthRef.current, height, dark });
    chart.current = created;
    return () => {
      created.destroy();
      chart.current = null;
    };
  }, [module, data, dark, height, measured]);

  useEffect(() => {
    if (width > 0) chart.current?.setSize(width, height);
  }, [width, height]);

  return (
    <figure className="m-0 flex min-w-0 flex-col gap-2">
      <div ref={host} role="img" aria-label={`${label}. ${description}`} className="w-full min-w-0 overflow-hidden" style={{ minHeight: height }} />
      <figcaption>
        <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-sm text-slate-700 dark:text-slate-300">
          {data.series.map((series) => (
            <li key={series.label} className="inline-flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block w-6 ${SWATCH_CLASS[series.tone]}`} />
              {series.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
