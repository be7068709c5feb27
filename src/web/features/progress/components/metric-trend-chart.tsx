import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { thresholds, type MetricId } from '../../../../shared/posture/metric-thresholds';
import type { ProgressRange } from '../../../../shared/progress/progress-schemas';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { DataTable } from './data-table';
import styles from './progress.module.css';
import { cssColor, dailyAxes, useUplot } from './use-uplot';

const trended: MetricId[] = ['headDrop', 'lean', 'shoulderTilt', 'headTilt'];
const colours = ['primary', 'warning', 'danger', 'text-muted'];

/**
 * Each metric's daily mean as a share of its "bad" line (100% = as far off as an alert), so metrics in
 * different units share one axis.
 */
export function MetricTrendChart({ days }: { days: ProgressRange['days'] }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const relative = (id: MetricId, value: number | undefined) =>
    value === undefined ? null : Math.round((value / thresholds[id].bad) * 100);
  const key = days.map((d) => d.day + JSON.stringify(d.metrics)).join();
  const container = useUplot(
    (width) => {
      const { axis, dayAxis } = dailyAxes(language);
      const options: uPlot.Options = {
        width,
        height: 240,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(100, max)] } },
        axes: [dayAxis, { ...axis, values: (_u, ticks) => ticks.map((v) => `${v}%`) }],
        series: [
          { value: (_u, s) => (s == null ? '' : formatDate(language, new Date(s * 1000))) },
          ...trended.map((id, i) => ({
            label: t(`progress.metrics.${id}`),
            stroke: cssColor(colours[i]!),
            width: 2,
            spanGaps: true,
            value: (_u: uPlot, v: number | null) => (v == null ? '—' : `${v}%`),
          })),
        ],
      };
      const data: uPlot.AlignedData = [
        days.map((d) => Date.parse(`${d.day}T12:00:00`) / 1000),
        ...trended.map((id) => days.map((d) => relative(id, d.metrics[id]))),
      ];
      return { options, data };
    },
    [key, language, t],
  );
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{t('progress.trendsTitle')}</figcaption>
      <p className={styles.muted}>{t('progress.trendsExplain')}</p>
      <div ref={container} className={styles.chart} aria-hidden="true" data-testid="trend-chart" />
      <DataTable
        caption={t('progress.trendsTitle')}
        headers={[t('progress.table.day'), ...trended.map((id) => t(`progress.metrics.${id}`))]}
        rows={days
          .filter((d) => d.minutes > 0)
          .map((d) => [
            formatDate(language, `${d.day}T12:00:00`, { day: 'numeric', month: 'short' }),
            ...trended.map((id) => {
              const value = relative(id, d.metrics[id]);
              return value === null ? '—' : formatNumber(language, value / 100, { style: 'percent' });
            }),
          ])}
      />
    </figure>
  );
}
