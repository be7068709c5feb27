import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  defaultWeeklyReportSetting,
  type WeeklyReportSetting,
} from '../../../shared/weekly-report/weekly-report-schemas';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { FormAlert } from '../../ui/form-alert';
import { AccountSection } from './account-section';
import styles from './account-section.module.css';
import { loadWeeklyReport, saveWeeklyReport } from './weekly-report-api';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the browser knows, with the user's own first if the list lacks it (old browsers). */
function zoneList(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * The weekly report's opt-in: off by default; the weekday and hour it arrives, in a time zone (the
 * browser's unless the user picks another), saved to the account.
 */
export function WeeklyReportSection() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [setting, setSetting] = useState<WeeklyReportSetting>(() =>
    defaultWeeklyReportSetting(browserZone()),
  );
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; next: string | null } | null>(null);

  useEffect(() => {
    loadWeeklyReport().then(
      (answer) => {
        if (answer.setting) setSetting(answer.setting);
        setLoaded(true);
      },
      () => setLoaded(true),
    );
  }, []);

  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday; the list starts on Monday, values stay Sunday = 0.
    return [1, 2, 3, 4, 5, 6, 0].map((day) => ({
      day,
      label: format.format(new Date(Date.UTC(2024, 0, day === 0 ? 7 : day))),
    }));
  }, [language]);
  const hours = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return Array.from({ length: 24 }, (_, hour) => ({
      hour,
      label: format.format(new Date(Date.UTC(2024, 0, 1, hour))),
    }));
  }, [language]);
  const zones = useMemo(() => zoneList(setting.timeZone), [setting.timeZone]);

  const update = (change: Partial<WeeklyReportSetting>) => {
    setSetting((current) => ({ ...current, ...change }));
    setStatus(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await saveWeeklyReport(setting);
      setStatus({ kind: 'saved', next: answer.nextSendAt });
    } catch {
      setStatus({ kind: 'error', next: null });
    }
  };

  const nextLabel = (iso: string) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: setting.timeZone,
    }).format(new Date(iso));

  return (
    <AccountSection id="account-weekly-report" title={t('reportSettings.title')}>
      <p>{t('reportSettings.intro')}</p>
      {status?.kind === 'saved' && (
        <FormAlert kind="success">
          {status.next
            ? t('reportSettings.saved', { date: nextLabel(status.next) })
            : t('reportSettings.savedOff')}
        </FormAlert>
      )}
      {status?.kind === 'error' && <FormAlert kind="error">{t('reportSettings.error')}</FormAlert>}
      <form onSubmit={submit} aria-busy={!loaded}>
        <div className={styles.row}>
          <label htmlFor="report-enabled">{t('reportSettings.enable')}</label>
          <input
            id="report-enabled"
            type="checkbox"
            checked={setting.enabled}
            disabled={!loaded}
            onChange={(event) => update({ enabled: event.target.checked })}
          />
        </div>
        <div className={styles.row}>
          <label htmlFor="report-weekday">{t('reportSettings.weekday')}</label>
          <select
            id="report-weekday"
            className="select"
            value={setting.weekday}
            disabled={!loaded || !setting.enabled}
            onChange={(event) => update({ weekday: Number(event.target.value) })}
          >
            {weekdays.map((w) => (
              <option key={w.day} value={w.day}>
                {w.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.row}>
          <label htmlFor="report-hour">{t('reportSettings.hour')}</label>
          <select
            id="report-hour"
            className="select"
            value={setting.hour}
            disabled={!loaded || !setting.enabled}
            onChange={(event) => update({ hour: Number(event.target.value) })}
          >
            {hours.map((h) => (
              <option key={h.hour} value={h.hour}>
                {h.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.row}>
          <label htmlFor="report-zone">{t('reportSettings.timeZone')}</label>
          <select
            id="report-zone"
            className="select"
            dir="ltr"
            value={setting.timeZone}
            disabled={!loaded || !setting.enabled}
            onChange={(event) => update({ timeZone: event.target.value })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={!loaded}>
            {t('reportSettings.save')}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
