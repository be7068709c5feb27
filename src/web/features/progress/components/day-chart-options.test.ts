import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { dayChartOptions, type DayAxis, type DaySeries } from './day-chart-options';
import { epochDay } from './day-ticks';

const days = ['2026-11-19', '2026-11-20', '2026-11-21'];
const series: DaySeries[] = [
  { name: 'Minutes', colour: 'primary', kind: 'bars', scale: 'minutes', values: [10, 0, 30], format: String },
  { name: 'Score', colour: 'warning', kind: 'line', scale: 'score', values: [80, null, 90], format: String },
];
const axes: DayAxis[] = [
  { scale: 'minutes', label: 'Minutes', range: (max) => [0, max], format: String },
  { scale: 'score', label: 'Score', range: () => [0, 100], format: String },
];

// uPlot itself needs a real browser (the browser tests draw with it); here only its bar-path factory is
// asked for, so the options can be read.
const UPlot = { paths: { bars: () => () => null } } as unknown as typeof uPlot;

function build(rtl: boolean, width = 800) {
  return dayChartOptions({
    days,
    series,
    axes,
    width,
    height: 240,
    language: rtl ? 'ar' : 'en',
    rtl,
    UPlot,
    onCursor: () => undefined,
  });
}

describe('dayChartOptions', () => {
  it('puts each day on a whole-day x value and pads the scale by half a day, so no bar is cut', () => {
    const { options, data } = build(false);
    expect(data[0]).toEqual(days.map(epochDay));
    const range = options.scales!.x!.range as (u: uPlot, min: number, max: number) => [number, number];
    expect(range({} as uPlot, 0, 0)).toEqual([epochDay(days[0]!) - 0.5, epochDay(days[2]!) + 0.5]);
    expect(options.scales!.x!.time).toBe(false);
  });

  it('draws no legend of its own (the page shows a key) and no zoom on drag', () => {
    const { options } = build(false);
    expect(options.legend!.show).toBe(false);
    expect(options.cursor!.drag).toMatchObject({ x: false, y: false, setScale: false });
  });

  it('reverses the x axis and swaps the y axes on right-to-left pages', () => {
    const ltr = build(false).options;
    const rtl = build(true).options;
    expect(ltr.scales!.x!.dir).toBe(1);
    expect(rtl.scales!.x!.dir).toBe(-1);
    expect(ltr.axes!.slice(1).map((a) => a.side)).toEqual([3, 1]);
    expect(rtl.axes!.slice(1).map((a) => a.side)).toEqual([1, 3]);
  });

  it('leaves out the axis titles on a narrow chart, where the key names the series', () => {
    expect(build(false, 800).options.axes![1]!.label).toBe('Minutes');
    expect(build(false, 300).options.axes![1]!.label).toBeUndefined();
  });
});
