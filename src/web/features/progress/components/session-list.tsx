import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionItem } from '../../../../shared/progress/progress-schemas';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDate, formatDuration, formatNumber, formatPercent } from '../../../lib/i18n/format';
import styles from './progress.module.css';

/** The latest few, so a phone is not a long scroll; the rest on request. */
const initiallyShown = 5;

/** Recent sessions with their summary; each can be deleted after a confirmation. */
export function SessionList({
  sessions,
  onDelete,
}: {
  sessions: SessionItem[];
  onDelete(id: string): Promise<void>;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [showAll, setShowAll] = useState(false);
  if (sessions.length === 0) return <p className={styles.muted}>{t('progress.sessions.empty')}</p>;
  const shown = showAll ? sessions : sessions.slice(0, initiallyShown);
  return (
    <>
      <ul className={styles.sessions}>
        {shown.map((session) => {
          const s = session.summary;
          const tracked = s ? s.secondsGood + s.secondsFair + s.secondsBad : 0;
          return (
            <li key={session.id} className={styles.session}>
              <div>
                <strong>
                  {formatDate(language, new Date(session.startedAt), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </strong>
                <div className={styles.muted}>
                  {s
                    ? t('progress.sessions.line', {
                        duration: formatDuration(language, s.minutes * 60),
                        score: s.meanScore === null ? '—' : formatNumber(language, s.meanScore),
                        good: tracked ? formatPercent(language, s.secondsGood / tracked) : '—',
                        alerts: formatNumber(language, s.alerts),
                      })
                    : t('progress.sessions.inProgress')}
                </div>
                {Boolean(s?.secondsSnoozed) && (
                  <div className={styles.muted}>
                    {t('snooze.pausedTotal', { duration: formatDuration(language, s!.secondsSnoozed!) })}
                  </div>
                )}
              </div>
              {confirming === session.id ? (
                <div className={styles.inlineActions}>
                  <button
                    type="button"
                    className="button button-danger"
                    disabled={busy}
                    onClick={async () => {
                      setBusy(true);
                      try {
                        await onDelete(session.id);
                      } finally {
                        setBusy(false);
                        setConfirming(null);
                      }
                    }}
                  >
                    {t('progress.sessions.confirmDelete')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => setConfirming(null)}
                  >
                    {t('progress.sessions.keep')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('progress.sessions.deleteLabel', {
                    date: formatDate(language, new Date(session.startedAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                  onClick={() => setConfirming(session.id)}
                >
                  {t('progress.sessions.delete')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!showAll && sessions.length > initiallyShown && (
        <button type="button" className="button button-secondary" onClick={() => setShowAll(true)}>
          {t('progress.sessions.showAll')}
        </button>
      )}
    </>
  );
}
