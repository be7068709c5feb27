import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { useTheme } from '../../../lib/theme/theme-context';

/**
 * Mounts a uPlot chart in the returned element, sized to its width, rebuilt when its width, the data,
 * the theme or the build function change and destroyed on unmount. uPlot itself loads with this page only.
 * `chart` holds the instance while it is mounted (for keyboard control of the cursor).
 */
export function useUplot(
  build: (width: number, UPlot: typeof uPlot) => { options: uPlot.Options; data: uPlot.AlignedData },
  deps: unknown[],
) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const { mode } = useTheme();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let UPlotClass: typeof uPlot | undefined;
    // Built for a width: a new width builds the chart anew, since labels and axes depend on it.
    const mount = () => {
      if (!UPlotClass) return;
      chart.current?.destroy();
      const { options, data } = build(element.clientWidth || 600, UPlotClass);
      chart.current = new UPlotClass(options, data, element);
    };
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      UPlotClass = UPlot;
      mount();
    });
    const observer = new ResizeObserver(() => {
      if (chart.current && element.clientWidth !== chart.current.width) mount();
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, ...deps]);
  return { container, chart };
}
