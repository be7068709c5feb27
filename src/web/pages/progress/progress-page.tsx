import { useTranslation } from 'react-i18next';
import { AdvancedSection } from '../../features/progress/components/advanced-section';
import { DailyChart } from '../../features/progress/components/daily-chart';
import { ProUpsell } from '../../features/progress/components/pro-upsell';
import styles from '../../features/progress/components/progress.module.css';
import { RecommendationList } from '../../features/progress/components/recommendation-list';
import { SessionList } from '../../features/progress/components/session-list';
import { StatCards } from '../../features/progress/components/stat-cards';
import { WeeklyPlan } from '../../features/progress/components/weekly-plan';
import { progressApi } from '../../features/progress/progress-api';
import { useAsync } from '../../features/progress/use-async';
import { useSubscription } from '../../features/subscription/subscription-context';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { DeskCheckLast } from '../../features/posture/desk-check/desk-check-last';

/**
 * Progress: today, the week, streaks, sessions and personal recommendations for everyone; the whole
 * history, trends, heat map and CSV for Pro (the server enforces the same split).
 */
export default function ProgressPage() {
  const { t } = useTranslation();
  const { features, loading: planLoading } = useSubscription();
  const summary = useAsync(() => progressApi.summary(), 'summary');
  const advice = useAsync(() => progressApi.recommendations(), `advice:${features.advanced_metrics}`);

  const removeSession = async (id: string) => {
    await progressApi.deleteSession(id);
    summary.reload();
  };

  return (
    <>
      <PageHeader title={t('pages.progress.title')} intro={t('pages.progress.intro')} />
      {summary.error ? (
        <FormAlert kind="error">
          {t('progress.loadError')}{' '}
          <button type="button" className="button button-secondary" onClick={summary.reload}>
            {t('billing.retry')}
          </button>
        </FormAlert>
      ) : !summary.data ? (
        <Loading label={t('common.loading')} />
      ) : (
        <>
          {summary.data.sessions.length === 0 && (
            <FormAlert kind="info">
              {t('progress.emptyIntro')} <LocalizedLink to="pose">{t('progress.startSession')}</LocalizedLink>
            </FormAlert>
          )}
          <StatCards summary={summary.data} />
          <DailyChart days={summary.data.week} title={t('progress.weekTitle')} />
        </>
      )}
      <DeskCheckLast />

      <section className={styles.section} aria-labelledby="advice-title">
        <h2 id="advice-title">{t('progress.adviceTitle')}</h2>
        {advice.data ? (
          <>
            <RecommendationList items={advice.data.recommendations} />
            {advice.data.weeklyPlan && <WeeklyPlan plan={advice.data.weeklyPlan} />}
            {advice.data.moreWithPro && <p className={styles.muted}>{t('progress.moreAdviceWithPro')}</p>}
          </>
        ) : advice.error ? (
          <FormAlert kind="error">{t('progress.loadError')}</FormAlert>
        ) : (
          <Loading label={t('common.loading')} />
        )}
      </section>

      {planLoading ? null : features.advanced_metrics ? <AdvancedSection /> : <ProUpsell />}

      {summary.data && (
        <section className={styles.card} aria-labelledby="sessions-title">
          <h2 id="sessions-title" className={styles.cardTitle}>
            {t('progress.sessions.title')}
          </h2>
          <SessionList sessions={summary.data.sessions} onDelete={removeSession} />
        </section>
      )}
    </>
  );
}
