// What the line charts draw, shaped from the API's answers. Pure, so the
// shaping is tested without a canvas (uPlot does not run in happy-dom).
import type { QuizResultPoint } from '../results.types';

/** Series looks: `primary` is the subject (a pupil, the class), `secondary` the comparison (dashed). */
export type ChartTone = 'primary' | 'secondary';

export interface LineSeries {
  label: string;
  /** One value per x label; null leaves a gap. */
  values: readonly (number | null)[];
  tone: ChartTone;
}

export interface LineChartData {
  /** The x axis, in order: test titles by due date. */
  labels: readonly string[];
  series: readonly LineSeries[];
}

/** A pupil's result on one test, as the pupil performance route answers. */
export interface HistoryPoint {
  title: string;
  mark: number;
  classAverageMark: number | null;
}

/**
 * The class average over time: tests with at least one grade, by due date
 * (the server's order). A test nobody has been graded on yet has no average
 * to draw, so it is left out rather than shown as a hole.
 */
export function classAverageChart(quizzes: readonly QuizResultPoint[], seriesLabel: string): LineChartData {
  const graded = quizzes.filter((quiz) => quiz.graded > 0 && quiz.averageMark !== null);
  return {
    labels: graded.map((quiz) => quiz.title),
    series: [{ label: seriesLabel, tone: 'primary', values: graded.map((quiz) => quiz.averageMark) }],
  };
}

/** A pupil's marks against the class average on the same tests. */
export function pupilHistoryChart(results: readonly HistoryPoint[], pupilLabel: string, classLabel: string): LineChartData {
  return {
    labels: results.map((result) => result.title),
    series: [
      { label: pupilLabel, tone: 'primary', values: results.map((result) => result.mark) },
      { label: classLabel, tone: 'secondary', values: results.map((result) => result.classAverageMark) },
    ],
  };
}

/** Every how many tests an x label is written, so labels never overlap (at least `minPx` each). */
export function labelStep(count: number, plotWidthPx: number, minPx = 64): number {
  if (count <= 1 || plotWidthPx <= 0) return 1;
  const fits = Math.max(1, Math.floor(plotWidthPx / minPx));
  return Math.max(1, Math.ceil(count / fits));
}

/** The indexes that get a label: every `step`-th from the first, and always the last. */
export function labelledIndexes(count: number, step: number): number[] {
  const picked: number[] = [];
  for (let index = 0; index < count; index += step) picked.push(index);
  if (count > 0 && picked.at(-1) !== count - 1) {
    // The last test is the one the teacher looks for; it replaces a neighbour that would crowd it.
    if (picked.length > 1 && count - 1 - picked.at(-1)! < step) picked.pop();
    picked.push(count - 1);
  }
  return picked;
}

/** Where the plot sits on the canvas, in CSS pixels: uPlot's plotting box and the canvas's width. */
export interface PlotGeometry {
  left: number;
  width: number;
  canvasWidth: number;
}

/** The clear space kept between two neighbouring x labels, in CSS pixels. */
const LABEL_GAP_PX = 8;

/**
 * The x labels of a chart of `labels` (one slot each, a label at the middle of
 * every `step`-th slot): each title cut until its measured width fits its
 * room, so none runs into its neighbour or off the canvas. `measure` is the
 * text's drawn width: uppercase and wide letters take more room than an
 * average character (estimating by characters let "TEZĂ MATEMATICĂ" run into
 * the next title on a phone).
 */
export function xAxisLabels(labels: readonly string[], indexes: readonly number[], step: number, plot: PlotGeometry, measure: (text: string) => number) {
  const slot = (plot.width / Math.max(1, labels.length)) * step;
  return indexes.map((index) => {
    const center = plot.left + ((index + 0.5) / labels.length) * plot.width;
    const room = Math.min(slot, 2 * center, 2 * (plot.canvasWidth - center)) - LABEL_GAP_PX;
    return { index, center, text: fitLabel(labels[index] ?? '', room, measure) };
  });
}

/** A title cut, at a character (not a byte) with an ellipsis, until it is at most `roomPx` wide: "Evaluare la matematică" -> "Evaluare la…". */
export function fitLabel(label: string, roomPx: number, measure: (text: string) => number): string {
  const chars = [...label.trim()];
  if (measure(chars.join('')) <= roomPx) return chars.join('');
  for (let kept = chars.length - 1; kept > 0; kept--) {
    const cut = `${chars.slice(0, kept).join('').trimEnd()}…`;
    if (measure(cut) <= roomPx) return cut;
  }
  return '…';
}
