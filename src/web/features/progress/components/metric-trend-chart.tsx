import { useTranslation } from 'react-i18next';
import { thresholds, type MetricId } from '../../../../shared/posture/metric-thresholds';
import type { ProgressRange } from '../../../../shared/progress/progress-schemas';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { ChartEmpty } from './chart-empty';
import { DataTable } from './data-table';
import { DayChartFrame } from './day-chart-frame';
import { niceMax, type DaySeries } from './day-chart-options';
import styles from './progress.module.css';

const trended: MetricId[] = ['headDrop', 'lean', 'headForward', 'shoulderTilt', 'headTilt'];
const colours = ['primary', 'warning', 'focus', 'danger', 'text-muted'];

/**
 * Each metric's daily mean as a share of its "bad" line (100% = as far off as an alert), so metrics in
 * different units share one axis.
 */
export function MetricTrendChart({ days }: { days: ProgressRange['days'] }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const relative = (id: MetricId, value: number | undefined) =>
    value === undefined ? null : Math.round((value / thresholds[id].bad) * 100);
  const percent = (value: number) => formatNumber(language, value / 100, { style: 'percent' });
  const series: DaySeries[] = trended.map((id, i) => ({
    name: t(`progress.metrics.${id}`),
    colour: colours[i]!,
    kind: 'line',
    scale: 'share',
    values: days.map((d) => relative(id, d.metrics[id])),
    format: percent,
  }));
  const tracked = series.some((s) => s.values.some((v) => v !== null));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{t('progress.trendsTitle')}</figcaption>
      <p className={styles.muted}>{t('progress.trendsExplain')}</p>
      {tracked ? (
        <>
          <DayChartFrame
            label={t('progress.trendsTitle')}
            days={days.map((d) => d.day)}
            series={series}
            axes={[{ scale: 'share', range: (max) => [0, niceMax(max, 100)], format: percent }]}
            testId="trend-chart"
          />
          <DataTable
            caption={t('progress.trendsTitle')}
            headers={[t('progress.table.day'), ...trended.map((id) => t(`progress.metrics.${id}`))]}
            rows={days
              .filter((d) => d.minutes > 0)
              .map((d) => [
                formatDate(language, `${d.day}T12:00:00`, { day: 'numeric', month: 'short' }),
                ...trended.map((id) => {
                  const value = relative(id, d.metrics[id]);
                  return value === null ? '—' : percent(value);
                }),
              ])}
          />
        </>
      ) : (
        <ChartEmpty testId="trend-chart" />
      )}
    </figure>
  );
}
