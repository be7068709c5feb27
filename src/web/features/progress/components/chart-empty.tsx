import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/routing/localized-link';
import styles from './chart.module.css';

/** In place of a chart with nothing to draw: what is missing and where to start. */
export function ChartEmpty({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid={`${testId}-empty`}>
      <p>
        {t('progress.chart.empty')} <LocalizedLink to="pose">{t('progress.startSession')}</LocalizedLink>
      </p>
    </div>
  );
}
