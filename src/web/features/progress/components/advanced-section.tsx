import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDuration, formatNumber, formatPercent } from '../../../lib/i18n/format';
import { FormAlert } from '../../../ui/form-alert';
import { Loading } from '../../../ui/loading';
import { progressApi } from '../progress-api';
import { useAsync } from '../use-async';
import { DailyChart } from './daily-chart';
import { HeatMap, hourLabel } from './heat-map';
import { MetricTrendChart } from './metric-trend-chart';
import styles from './progress.module.css';
import { presetRange, RangePicker, type Range } from './range-picker';

/** Pro (advanced_metrics): any range over the whole history, trends, heat map, best/worst hours, CSV. */
export function AdvancedSection() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [range, setRange] = useState<Range>(() => presetRange('month'));
  const { data, error, loading, reload } = useAsync(
    () => progressApi.range(range.from, range.to),
    `${range.from}:${range.to}`,
  );

  return (
    <section className={styles.section} aria-labelledby="advanced-title">
      <div className={styles.sectionHeader}>
        <h2 id="advanced-title">{t('progress.advancedTitle')}</h2>
        <a className="button button-secondary" href={progressApi.csvUrl(range.from, range.to)} download>
          {t('progress.exportCsv')}
        </a>
      </div>
      <RangePicker value={range} onChange={setRange} />
      {error ? (
        <FormAlert kind="error">
          {t('progress.loadError')}{' '}
          <button type="button" className="button button-secondary" onClick={reload}>
            {t('billing.retry')}
          </button>
        </FormAlert>
      ) : !data ? (
        <Loading label={t('common.loading')} />
      ) : (
        <div aria-busy={loading}>
          <dl className={styles.statGrid} data-testid="range-totals">
            <div className={styles.stat}>
              <dt>{t('progress.today.minutes')}</dt>
              <dd>{formatDuration(language, data.totals.minutes * 60)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('progress.goodShare')}</dt>
              <dd>{data.totals.goodShare === null ? '—' : formatPercent(language, data.totals.goodShare)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('progress.neckLoad')}</dt>
              <dd data-testid="neck-load">{formatDuration(language, data.neckLoadMinutes * 60)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('progress.today.alerts')}</dt>
              <dd>{formatNumber(language, data.totals.alerts)}</dd>
            </div>
            {data.totals.snoozedSeconds > 0 && (
              <div className={styles.stat}>
                <dt>{t('snooze.summary')}</dt>
                <dd data-testid="snoozed-time">{formatDuration(language, data.totals.snoozedSeconds)}</dd>
              </div>
            )}
          </dl>
          <p className={styles.muted}>{t('progress.neckLoadExplain')}</p>
          {data.bestHour && data.worstHour && (
            <p data-testid="best-worst">
              {t('progress.bestWorst', {
                best: hourLabel(language, data.bestHour.hour),
                bestShare: formatPercent(language, data.bestHour.goodShare),
                worst: hourLabel(language, data.worstHour.hour),
                worstShare: formatPercent(language, data.worstHour.goodShare),
              })}
            </p>
          )}
          <DailyChart days={data.days} title={t('progress.rangeChartTitle')} />
          <MetricTrendChart days={data.days} />
          <HeatMap cells={data.heatmap} />
        </div>
      )}
    </section>
  );
}
