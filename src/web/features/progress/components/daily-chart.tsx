import { useTranslation } from 'react-i18next';
import 'uplot/dist/uPlot.min.css';
import type uPlot from 'uplot';
import type { DayPoint } from '../../../../shared/progress/progress-schemas';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { DataTable } from './data-table';
import styles from './progress.module.css';
import { cssColor, dailyAxes, useUplot } from './use-uplot';

const toSeconds = (day: string) => Date.parse(`${day}T12:00:00`) / 1000;

/** Minutes tracked (bars) and the day's score (line), with the same figures as a table for screen readers. */
export function DailyChart({ days, title }: { days: DayPoint[]; title: string }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const key = days.map((d) => `${d.day}:${d.minutes}:${d.score}`).join();
  const container = useUplot(
    (width, UPlot) => {
      const { axis, dayAxis } = dailyAxes(language);
      const options: uPlot.Options = {
        width,
        height: 240,
        legend: { show: true },
        cursor: { points: { size: 6 } },
        scales: {
          x: { time: true },
          minutes: { range: (_u, _min, max) => [0, Math.max(30, max)] },
          score: { range: [0, 100] },
        },
        axes: [
          dayAxis,
          { ...axis, scale: 'minutes', label: t('progress.chart.minutes') },
          { ...axis, scale: 'score', side: 1, grid: { show: false }, label: t('progress.chart.score') },
        ],
        series: [
          { value: (_u, s) => (s == null ? '' : formatDate(language, new Date(s * 1000))) },
          {
            label: t('progress.chart.minutes'),
            scale: 'minutes',
            fill: cssColor('primary-soft'),
            stroke: cssColor('primary'),
            paths: UPlot.paths.bars!({ size: [0.6, 40] }),
            value: (_u, v) => (v == null ? '—' : formatNumber(language, v)),
          },
          {
            label: t('progress.chart.score'),
            scale: 'score',
            stroke: cssColor('warning'),
            width: 2,
            points: { show: true },
            spanGaps: true,
            value: (_u, v) => (v == null ? '—' : formatNumber(language, v)),
          },
        ],
      };
      const data: uPlot.AlignedData = [
        days.map((d) => toSeconds(d.day)),
        days.map((d) => d.minutes),
        days.map((d) => d.score),
      ];
      return { options, data };
    },
    [key, language, t],
  );
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{title}</figcaption>
      <div ref={container} className={styles.chart} aria-hidden="true" data-testid="daily-chart" />
      <DataTable
        caption={title}
        headers={[
          t('progress.table.day'),
          t('progress.chart.minutes'),
          t('progress.chart.score'),
          t('progress.goodShare'),
        ]}
        rows={days.map((d) => [
          formatDate(language, `${d.day}T12:00:00`, { weekday: 'short', day: 'numeric', month: 'short' }),
          formatNumber(language, d.minutes),
          d.score === null ? '—' : formatNumber(language, d.score),
          d.goodShare === null ? '—' : formatNumber(language, d.goodShare, { style: 'percent' }),
        ])}
      />
    </figure>
  );
}
