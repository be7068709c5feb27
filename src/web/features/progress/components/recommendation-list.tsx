import { useTranslation } from 'react-i18next';
import { exercises, type ExerciseId, type Recommendation } from '../../../../shared/progress/exercises';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDuration, formatPercent } from '../../../lib/i18n/format';
import { ExerciseIllustration } from './exercise-illustration';
import { hourLabel } from './heat-map';
import styles from './progress.module.css';

/** Why this advice, worded from the user's own figures. */
export function useReasonText() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (r: Recommendation) =>
    t(`recommendations.${r.id}.reason`, {
      percent: r.reason.share === undefined ? '' : formatPercent(language, r.reason.share),
      time: r.reason.hour === undefined ? '' : hourLabel(language, r.reason.hour),
      count: r.reason.count ?? r.reason.minutes ?? 0,
    });
}

export function ExerciseCard({ id }: { id: ExerciseId }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const name = t(`exercises.${id}.name`);
  return (
    <article className={styles.exercise}>
      <ExerciseIllustration id={id} label={name} />
      <div>
        <h4 className={styles.exerciseName}>{name}</h4>
        <p className={styles.muted}>
          {exercises[id].seconds < 60
            ? new Intl.NumberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(
                exercises[id].seconds,
              )
            : formatDuration(language, exercises[id].seconds)}
        </p>
        <ol className={styles.steps}>
          {Array.from({ length: exercises[id].steps }, (_, i) => (
            <li key={i}>{t(`exercises.${id}.step${i + 1}`)}</li>
          ))}
        </ol>
      </div>
    </article>
  );
}

/** Each recommendation: what to do, why (from the data), and the exercises that help. */
export function RecommendationList({ items }: { items: Recommendation[] }) {
  const { t } = useTranslation();
  const reason = useReasonText();
  return (
    <ol className={styles.recommendations}>
      {items.map((item) => (
        <li key={item.id} className={styles.recommendation}>
          <h3 className={styles.cardTitle}>{t(`recommendations.${item.id}.title`)}</h3>
          <p>{reason(item)}</p>
          <p className={styles.muted}>{t(`recommendations.${item.id}.tip`)}</p>
          <div className={styles.exercises}>
            {item.exercises.map((id) => (
              <ExerciseCard key={id} id={id} />
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
