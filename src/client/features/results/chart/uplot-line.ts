// The uPlot line chart, in its own lazy chunk with uPlot and its stylesheet
// (DESIGN 4: charts load with the performance screens, never before).
//
// The stylesheet: the CSP allows styles only from our own files, so no
// <style> element may be inserted. esbuild inlines uPlot's CSS here as a
// string (`with { type: 'text' }`), and it is adopted once as a constructed
// stylesheet (document.adoptedStyleSheets), which the CSP does not govern.
// Keeping the real file (rather than re-creating its rules as utilities)
// means a uPlot upgrade brings its own CSS along, and it costs nothing
// until a chart is shown.
import uPlot from 'uplot';
import css from 'uplot/dist/uPlot.min.css' with { type: 'text' };
import { type LineChartData, labelledIndexes, labelStep, xAxisLabels } from './chart-data';
import { CHART_PALETTE, SECONDARY_DASH } from './chart-theme';

let styled = false;

function adoptStylesheet(): void {
  if (styled) return;
  styled = true;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch (error) {
    // An old browser without constructed stylesheets still gets a chart, only less tidy.
    console.warn('uPlot styles could not be adopted', error);
  }
}

export interface LineChartOptions {
  data: LineChartData;
  width: number;
  height: number;
  dark: boolean;
  /** The y scale (Romanian marks: 1 to 10). */
  yMin?: number;
  yMax?: number;
}

export interface LineChartHandle {
  setSize: (width: number, height: number) => void;
  destroy: () => void;
}

const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

let measurer: CanvasRenderingContext2D | null = null;

/** A label's drawn width in CSS pixels, in the axis's font. */
function measureLabel(text: string): number {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return text.length * 8;
  measurer.font = FONT;
  return measurer.measureText(text).width;
}
const Y_AXIS_PX = 36;

export function createLineChart(target: HTMLElement, options: LineChartOptions): LineChartHandle {
  adoptStylesheet();
  const { data, dark } = options;
  const yMin = options.yMin ?? 1;
  const yMax = options.yMax ?? 10;
  const palette = CHART_PALETTE[dark ? 'dark' : 'light'];
  const count = data.labels.length;
  const xs = data.labels.map((_, index) => index);
  const yTicks = Array.from({ length: yMax - yMin + 1 }, (_, index) => yMin + index);
  const axisLook = { stroke: palette.axis, font: FONT, grid: { stroke: palette.grid, width: 1 }, ticks: { stroke: palette.grid, width: 1 } };

  const opts: uPlot.Options = {
    width: options.width,
    height: options.height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false } },
    scales: {
      // Categories, not time: half a slot of room each side so the first and last points are not cut.
      x: { time: false, range: () => [-0.5, Math.max(0.5, count - 0.5)] },
      y: { range: () => [yMin - 0.5, yMax + 0.5] },
    },
    axes: [
      {
        ...axisLook,
        size: 40,
        splits: (chart) => labelledIndexes(count, labelStep(count, chart.bbox.width / devicePixelRatio)),
        values: (chart, splits) => {
          const width = chart.bbox.width / devicePixelRatio;
          const plot = { left: chart.bbox.left / devicePixelRatio, width, canvasWidth: chart.width };
          return xAxisLabels(data.labels, splits, labelStep(count, width), plot, measureLabel).map((label) => label.text);
        },
      },
      { ...axisLook, size: Y_AXIS_PX, splits: () => yTicks, values: (_, splits) => splits.map((value) => String(value)) },
    ],
    series: [
      {},
      ...data.series.map<uPlot.Series>((series) => ({
        label: series.label,
        stroke: palette.series[series.tone],
        width: 2,
        dash: series.tone === 'secondary' ? SECONDARY_DASH : undefined,
        spanGaps: true,
        points: { show: true, size: 8, fill: palette.series[series.tone], stroke: palette.series[series.tone] },
      })),
    ],
  };
  const aligned: uPlot.AlignedData = [xs, ...data.series.map((series) => [...series.values])];
  const chart = new uPlot(opts, aligned, target);
  return {
    setSize: (width, height) => chart.setSize({ width, height }),
    destroy: () => chart.destroy(),
  };
}
