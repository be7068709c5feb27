import { useTranslation } from 'react-i18next';
import type { RecommendationsAnswer } from '../../../../shared/progress/exercises';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import styles from './progress.module.css';

/** Pro: the week ahead, a few minutes of exercises a day, starting today. */
export function WeeklyPlan({ plan }: { plan: NonNullable<RecommendationsAnswer['weeklyPlan']> }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const today = new Date().getDay();
  const ordered = [...plan].sort((a, b) => ((a.weekday - today + 7) % 7) - ((b.weekday - today + 7) % 7));
  return (
    <section className={styles.card} aria-labelledby="weekly-plan">
      <h2 id="weekly-plan" className={styles.cardTitle}>
        {t('progress.weeklyPlan')}
      </h2>
      <ul className={styles.plan}>
        {ordered.map((day) => (
          <li key={day.weekday}>
            <strong>{format.format(new Date(Date.UTC(2023, 0, 1 + day.weekday)))}</strong>
            <span>{day.exercises.map((id) => t(`exercises.${id}.name`)).join(' · ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
