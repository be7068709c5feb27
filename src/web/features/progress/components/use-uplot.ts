import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { useTheme } from '../../../lib/theme/theme-context';

/** A theme colour as the page has it now (charts draw on canvas, which cannot read CSS variables). */
export const cssColor = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || '#888';

/**
 * Mounts a uPlot chart in the returned element, sized to its width, rebuilt when the data, the theme
 * or the build function change and destroyed on unmount. uPlot itself loads with this page only.
 */
export function useUplot(
  build: (width: number, UPlot: typeof uPlot) => { options: uPlot.Options; data: uPlot.AlignedData },
  deps: unknown[],
) {
  const container = useRef<HTMLDivElement>(null);
  const { mode } = useTheme();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const { options, data } = build(element.clientWidth || 600, UPlot);
      chart = new UPlot(options, data, element);
    });
    const observer = new ResizeObserver(() =>
      chart?.setSize({ width: element.clientWidth, height: chart.height }),
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, ...deps]);
  return container;
}

/** The theme's axis colours, and the x axis of a daily chart with dates in the user's language. */
export function dailyAxes(language: string): { axis: uPlot.Axis; dayAxis: uPlot.Axis } {
  const grid = cssColor('border');
  const axis: uPlot.Axis = {
    stroke: cssColor('text-muted'),
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid },
  };
  const short = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  return {
    axis,
    dayAxis: { ...axis, values: (_u, ticks) => ticks.map((s) => short.format(new Date(s * 1000))) },
  };
}
