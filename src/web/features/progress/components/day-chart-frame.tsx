import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import 'uplot/dist/uPlot.min.css';
import { textDirection } from '../../../../shared/i18n/languages';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDate } from '../../../lib/i18n/format';
import styles from './chart.module.css';
import { dayChartOptions, type DayAxis, type DaySeries } from './day-chart-options';
import { useUplot } from './use-uplot';

const chartHeight = 240;

interface Readout {
  index: number;
  /** Where the day's bar or point is, in pixels from the frame's left edge. */
  left: number;
  /** The frame's width, to put the readout on the side with room. */
  width: number;
}

/**
 * A chart of consecutive days with its key (colour and name of each series) and, while the pointer is
 * over a day or the keyboard has moved to one, a readout of that day's values. The arrow keys move
 * between days once the chart has focus; the figures are also in the table beside every chart.
 */
export function DayChartFrame({
  label,
  days,
  series,
  axes,
  testId,
}: {
  label: string;
  days: string[];
  series: DaySeries[];
  axes: DayAxis[];
  testId: string;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const rtl = textDirection(language) === 'rtl';
  const hintId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [readout, setReadout] = useState<Readout | null>(null);
  const [focused, setFocused] = useState(false);

  const key = JSON.stringify([
    days,
    series.map((s) => [s.name, s.colour, s.values]),
    axes.map((a) => a.label),
  ]);
  const onCursor = useCallback((index: number | null) => {
    const element = frame.current;
    const u = chartRef.current;
    if (index === null || !element || !u) return setReadout(null);
    const x = u.data[0][index]!;
    const left =
      u.over.getBoundingClientRect().left - element.getBoundingClientRect().left + u.valToPos(x, 'x');
    setReadout({ index, left, width: element.clientWidth });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { container, chart: chartRef } = useUplot(
    (width, UPlot) =>
      dayChartOptions({ days, series, axes, width, height: chartHeight, language, rtl, UPlot, onCursor }),
    [key, language, rtl],
  );

  /** Puts the cursor on a day (or takes it away), as the pointer would. */
  const moveTo = (index: number | null) => {
    const u = chartRef.current;
    if (!u) return;
    if (index === null) return u.setCursor({ left: -10, top: -10 });
    u.setCursor({ left: u.valToPos(u.data[0][index]!, 'x'), top: u.over.clientHeight / 2 });
  };
  const lastTracked = () => {
    for (let i = days.length - 1; i >= 0; i--) if (series.some((s) => (s.values[i] ?? 0) > 0)) return i;
    return days.length - 1;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = readout?.index ?? lastTracked();
    // The arrows move the way they point: on a right-to-left chart the later day is to the left.
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | null | undefined;
    if (step !== undefined) next = Math.min(days.length - 1, Math.max(0, current + step));
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = days.length - 1;
    else if (event.key === 'Escape') next = null;
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  // Beside the day, on the side with more room, and never past the chart's edges (nor the page's).
  const readoutBox = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = readoutBox.current;
    if (!box || !readout) return;
    const width = box.offsetWidth;
    const wanted = readout.left > readout.width / 2 ? readout.left - 12 - width : readout.left + 12;
    box.style.left = `${Math.max(0, Math.min(readout.width - width, wanted))}px`;
  }, [readout]);

  const day = readout ? days[readout.index] : undefined;
  return (
    <>
      <ul className={styles.key} data-testid={`${testId}-key`}>
        {series.map((s) => (
          <li key={s.name}>
            <span
              className={s.kind === 'bars' ? styles.swatchBar : styles.swatchLine}
              style={{ ['--swatch' as string]: `var(--color-${s.colour})` }}
              aria-hidden="true"
            />
            {s.name}
          </li>
        ))}
      </ul>
      <div
        ref={frame}
        className={styles.frame}
        tabIndex={0}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        data-testid={testId}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          if (!readout) moveTo(lastTracked());
        }}
        onBlur={() => {
          setFocused(false);
          moveTo(null);
        }}
      >
        <div ref={container} className={styles.plot} aria-hidden="true" />
        {readout && day && (
          <div
            ref={readoutBox}
            className={styles.readout}
            data-testid={`${testId}-readout`}
            aria-live={focused ? 'polite' : 'off'}
          >
            <div className={styles.readoutDay}>
              {formatDate(language, `${day}T12:00:00`, { weekday: 'short', day: 'numeric', month: 'short' })}
            </div>
            <dl>
              {series.map((s) => {
                const value = s.values[readout.index];
                return (
                  <div key={s.name}>
                    <dt>
                      <span
                        className={s.kind === 'bars' ? styles.swatchBar : styles.swatchLine}
                        style={{ ['--swatch' as string]: `var(--color-${s.colour})` }}
                        aria-hidden="true"
                      />
                      {s.name}
                    </dt>
                    <dd>{value == null ? '—' : s.format(value)}</dd>
                  </div>
                );
              })}
            </dl>
          </div>
        )}
      </div>
      <p id={hintId} className="visually-hidden">
        {t('progress.chart.keys')}
      </p>
    </>
  );
}
