import type uPlot from 'uplot';
import type { LanguageCode } from '../../../../shared/i18n/languages';
import { dayTicks, epochDay } from './day-ticks';

/** One drawn series of a chart of days; colours are theme colour names (`primary` → --color-primary). */
export interface DaySeries {
  name: string;
  colour: string;
  kind: 'bars' | 'line';
  scale: string;
  values: Array<number | null>;
  /** A value as the readout shows it, in the page's language. */
  format: (value: number) => string;
}

/** A y axis: the first one given sits at the reading start (left, or right in right-to-left pages). */
export interface DayAxis {
  scale: string;
  label?: string;
  range: (max: number) => [number, number];
  format: (value: number) => string;
}

/** A theme colour as the page has it now (charts draw on canvas, which cannot read CSS variables). */
export const cssColor = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || '#888';

/** The top of an axis: `max` rounded up to a whole step (1, 2 or 5 × a power of ten, at most five steps). */
export function niceMax(max: number, atLeast: number): number {
  const top = Math.max(atLeast, max);
  const power = 10 ** Math.floor(Math.log10(top / 5));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => top / s <= 5)!;
  return Math.ceil(top / step) * step;
}

let measureContext: CanvasRenderingContext2D | null | undefined;

/** The drawn width of a label in the axis font, in CSS pixels (the canvas is made on first use). */
function measurer(font: string): (text: string) => number {
  return (text) => {
    measureContext ??= document.createElement('canvas').getContext('2d');
    if (!measureContext) return text.length * 7;
    measureContext.font = font;
    return measureContext.measureText(text).width;
  };
}

/**
 * uPlot options and data for a chart of consecutive days: x values are whole days, padded by half a
 * day at each end so the first and last bars are whole; one label per day, week or month (whichever
 * fits), each centred on its day; right-to-left pages read from the right.
 */
export function dayChartOptions(options: {
  days: string[];
  series: DaySeries[];
  axes: DayAxis[];
  width: number;
  height: number;
  language: LanguageCode;
  rtl: boolean;
  UPlot: typeof uPlot;
  onCursor: (index: number | null) => void;
}): { options: uPlot.Options; data: uPlot.AlignedData } {
  const { days, series, axes, language, rtl, UPlot } = options;
  const x = days.map(epochDay);
  const first = x[0] ?? 0;
  const last = x[x.length - 1] ?? 0;
  const font = `12px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
  const measure = measurer(font);
  const grid = cssColor('border');
  const muted = cssColor('text-muted');
  const base: uPlot.Axis = {
    stroke: muted,
    font,
    labelFont: font,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid },
  };
  const hasBars = series.some((s) => s.kind === 'bars');
  let labels = new Map<number, string>();

  const xAxis: uPlot.Axis = {
    ...base,
    // Grid lines would cross the bars; a line chart keeps them.
    grid: { ...base.grid, show: !hasBars },
    space: 0.001,
    incrs: [1],
    splits: (_u, _i, _min, _max, incr, space) => {
      const ticks = dayTicks({ first, last, pixelsPerDay: space / incr, language, measure });
      labels = new Map(ticks.splits.map((day, i) => [day, ticks.labels[i]!]));
      return ticks.splits;
    },
    values: (_u, splits) => splits.map((day) => labels.get(day) ?? ''),
  };
  // Narrow charts leave out the axis titles (the key names the series) to give the days room.
  const titled = options.width >= 480;
  const yAxes: uPlot.Axis[] = axes.map((axis, i) => {
    // With two axes, each one's figures take the colour of the series it measures.
    const owner = axes.length > 1 ? series.find((s) => s.scale === axis.scale) : undefined;
    return {
      ...base,
      scale: axis.scale,
      label: titled ? axis.label : undefined,
      labelSize: 20,
      stroke: owner ? cssColor(owner.colour) : muted,
      side: (i === 0) !== rtl ? 3 : 1,
      grid: { ...base.grid, show: i === 0 },
      values: (_u, ticks) => ticks.map((v) => axis.format(v)),
      size: (_u, values) =>
        Math.ceil(Math.max(0, ...(values ?? []).map(measure))) + 10 + 5 + 4 + (titled && axis.label ? 20 : 0),
    };
  });

  return {
    options: {
      width: options.width,
      height: options.height,
      legend: { show: false },
      cursor: {
        y: false,
        points: { size: 7 },
        drag: { x: false, y: false, setScale: false },
        // The crosshair snaps to the day under the pointer, so it runs through that day's bar.
        move: (u, left, top) => {
          const index = u.posToIdx(left);
          const day = u.data[0][index];
          return [left < 0 || day === undefined ? left : u.valToPos(day, 'x'), top];
        },
      },
      scales: {
        x: { time: false, dir: rtl ? -1 : 1, range: () => [first - 0.5, last + 0.5] },
        ...Object.fromEntries(
          axes.map((axis) => [
            axis.scale,
            { range: (_u: uPlot, _min: number, max: number) => axis.range(max) },
          ]),
        ),
      },
      axes: [xAxis, ...yAxes],
      series: [
        {},
        ...series.map((s): uPlot.Series => ({
          label: s.name,
          scale: s.scale,
          stroke: cssColor(s.colour),
          width: s.kind === 'bars' ? 1 : 2,
          ...(s.kind === 'bars'
            ? {
                fill: cssColor(`${s.colour}-soft`),
                paths: UPlot.paths.bars!({ size: [0.6, 40, 1], align: 0 }),
                points: { show: false },
              }
            : // Filled points, so a day standing alone (no neighbour to join) still shows.
              { spanGaps: true, points: { size: 6, fill: cssColor(s.colour) } }),
        })),
      ],
      hooks: {
        setCursor: [(u) => options.onCursor(u.cursor.idx ?? null)],
        // A chart built anew (a new width) starts with no day pointed at.
        ready: [() => options.onCursor(null)],
      },
    },
    data: [x, ...series.map((s) => s.values)],
  };
}
