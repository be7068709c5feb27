import { useTranslation } from 'react-i18next';
import type { DayPoint } from '../../../../shared/progress/progress-schemas';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { ChartEmpty } from './chart-empty';
import { DataTable } from './data-table';
import { DayChartFrame } from './day-chart-frame';
import { niceMax, type DayAxis, type DaySeries } from './day-chart-options';
import styles from './progress.module.css';

/** Minutes tracked (bars) and the day's score (line), with the same figures as a table for screen readers. */
export function DailyChart({ days, title }: { days: DayPoint[]; title: string }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const number = (value: number) => formatNumber(language, value);
  const minutes = (value: number) =>
    formatNumber(language, value, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
  const series: DaySeries[] = [
    {
      name: t('progress.chart.minutes'),
      colour: 'primary',
      kind: 'bars',
      scale: 'minutes',
      values: days.map((d) => d.minutes),
      format: minutes,
    },
    {
      name: t('progress.chart.score'),
      colour: 'warning',
      kind: 'line',
      scale: 'score',
      values: days.map((d) => d.score),
      format: number,
    },
  ];
  const axes: DayAxis[] = [
    {
      scale: 'minutes',
      label: t('progress.chart.minutes'),
      range: (max) => [0, niceMax(max, 30)],
      format: number,
    },
    { scale: 'score', label: t('progress.chart.score'), range: () => [0, 100], format: number },
  ];
  const tracked = days.some((d) => d.minutes > 0);
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{title}</figcaption>
      {tracked ? (
        <>
          <DayChartFrame
            label={title}
            days={days.map((d) => d.day)}
            series={series}
            axes={axes}
            testId="daily-chart"
          />
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
        </>
      ) : (
        <ChartEmpty testId="daily-chart" />
      )}
    </figure>
  );
}
