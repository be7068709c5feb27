import { useTranslation } from 'react-i18next';
import type { HeatCell } from '../../../../shared/progress/progress-schemas';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatNumber } from '../../../lib/i18n/format';
import { ChartEmpty } from './chart-empty';
import styles from './progress.module.css';

/** Weekday names in the user's language, Monday first (2023-01-02 was a Monday). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + i))));
}

export function hourLabel(language: string, hour: number): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1, hour)),
  );
}

/**
 * When bad posture happens: a weekday × hour grid, darker where more of the tracked time was bad.
 * It is a real table (with the share in each cell's label), so it reads without colour or sight.
 */
export function HeatMap({ cells }: { cells: HeatCell[] }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const names = weekdayNames(language); // Sunday first
  const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) =>
    cells.some((c) => c.hour === h && c.minutes > 0),
  );
  if (hours.length === 0)
    return (
      <figure className={styles.figure}>
        <figcaption className={styles.figureTitle}>{t('progress.heatmapTitle')}</figcaption>
        <ChartEmpty testId="heat-map" />
      </figure>
    );
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.figureTitle}>{t('progress.heatmapTitle')}</figcaption>
      <div className={styles.tableWrap}>
        <table className={styles.heatmap} data-testid="heat-map">
          <thead>
            <tr>
              <td />
              {hours.map((hour) => (
                <th key={hour} scope="col">
                  {hourLabel(language, hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[1, 2, 3, 4, 5, 6, 0].map((weekday) => (
              <tr key={weekday}>
                <th scope="row">{names[weekday]}</th>
                {hours.map((hour) => {
                  const cell = cells.find((c) => c.weekday === weekday && c.hour === hour);
                  const share = cell?.badShare ?? null;
                  const label =
                    share === null
                      ? t('progress.noData')
                      : formatNumber(language, share, { style: 'percent' });
                  return (
                    <td
                      key={hour}
                      title={`${names[weekday]} ${hourLabel(language, hour)}: ${label}`}
                      style={
                        share === null
                          ? undefined
                          : { ['--heat' as string]: String(Math.min(1, share * 1.6)) }
                      }
                      className={share === null ? styles.heatEmpty : styles.heatCell}
                    >
                      <span className="visually-hidden">{label}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted}>{t('progress.heatmapLegend')}</p>
    </figure>
  );
}
