import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import type { DeskResult } from './desk-estimate';
import { DistanceIllustration, HeightIllustration, LightIllustration } from './desk-illustrations';
import styles from './desk-check.module.css';

/** The three verdicts of a desk check, each with what to change and a small drawing of it. */
export function DeskVerdictList({ result }: { result: DeskResult }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const distance = formatNumber(language, Math.round(result.distanceCm));
  return (
    <ul className={styles.verdicts} data-testid="desk-verdicts">
      <li
        className={styles.verdict}
        data-ok={result.distance === 'ok'}
        data-verdict={`distance-${result.distance}`}
      >
        <DistanceIllustration verdict={result.distance} />
        <div>
          <strong>{t('deskCheck.desk.distance.title')}</strong>
          <p className={styles.measured}>{t('deskCheck.desk.distance.value', { distance })}</p>
          <p>{t(`deskCheck.desk.distance.${result.distance}`)}</p>
        </div>
      </li>
      <li
        className={styles.verdict}
        data-ok={result.height === 'ok'}
        data-verdict={`height-${result.height}`}
      >
        <HeightIllustration verdict={result.height} />
        <div>
          <strong>{t('deskCheck.desk.height.title')}</strong>
          <p>{t(`deskCheck.desk.height.${result.height}`)}</p>
        </div>
      </li>
      <li
        className={styles.verdict}
        data-ok={result.lighting === 'ok'}
        data-verdict={`light-${result.lighting}`}
      >
        <LightIllustration verdict={result.lighting} />
        <div>
          <strong>{t('deskCheck.desk.light.title')}</strong>
          <p>{t(`deskCheck.desk.light.${result.lighting}`)}</p>
        </div>
      </li>
    </ul>
  );
}
