import { useTranslation } from 'react-i18next';
import { localDay } from '../progress-api';
import styles from './progress.module.css';

export type RangePreset = 'day' | 'week' | 'month' | 'custom';
export interface Range {
  preset: RangePreset;
  from: string;
  to: string;
}

const presetDays: Record<Exclude<RangePreset, 'custom'>, number> = { day: 0, week: 6, month: 29 };

/** The server serves at most 366 days at once; an earlier start is pulled forward to fit. */
const maxSpanDays = 365;
const shift = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const clamp = (range: Range): Range => {
  const earliest = shift(range.to, -maxSpanDays);
  const from = range.from < earliest ? earliest : range.from > range.to ? range.to : range.from;
  return { ...range, from };
};

export const presetRange = (preset: Exclude<RangePreset, 'custom'>): Range => ({
  preset,
  from: localDay(presetDays[preset]),
  to: localDay(0),
});

/** Day / week / month, or two dates. */
export function RangePicker({ value, onChange }: { value: Range; onChange(next: Range): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.rangePicker}>
      <div role="radiogroup" aria-label={t('progress.range.label')} className={styles.segmented}>
        {(['day', 'week', 'month', 'custom'] as const).map((preset) => (
          <button
            key={preset}
            type="button"
            role="radio"
            aria-checked={value.preset === preset}
            onClick={() => onChange(preset === 'custom' ? { ...value, preset } : presetRange(preset))}
          >
            {t(`progress.range.${preset}`)}
          </button>
        ))}
      </div>
      {value.preset === 'custom' && (
        <div className={styles.dates}>
          <label>
            {t('progress.range.from')}
            <input
              type="date"
              value={value.from}
              min={shift(value.to, -maxSpanDays)}
              max={value.to}
              onChange={(e) => e.target.value && onChange(clamp({ ...value, from: e.target.value }))}
            />
          </label>
          <label>
            {t('progress.range.to')}
            <input
              type="date"
              value={value.to}
              min={value.from}
              max={localDay(0)}
              onChange={(e) => e.target.value && onChange(clamp({ ...value, to: e.target.value }))}
            />
          </label>
        </div>
      )}
    </div>
  );
}
