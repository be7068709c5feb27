import { useTranslation } from 'react-i18next';
import { featureNames, freeFeatures, proFeatures } from '../../../../shared/billing/plans';
import styles from './billing.module.css';

/** Free against Pro, feature by feature, as a real table (screen readers read row and column). */
export function FeatureComparison() {
  const { t } = useTranslation();
  const mark = (included: boolean) =>
    included ? (
      <span className={styles.yes}>
        <span aria-hidden="true">✓</span>
        <span className="visually-hidden">{t('billing.included')}</span>
      </span>
    ) : (
      <span className={styles.no}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('billing.notIncluded')}</span>
      </span>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('billing.compareTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing.feature')}</th>
            <th scope="col" className={styles.center}>
              {t('billing.free')}
            </th>
            <th scope="col" className={styles.center}>
              {t('billing.pro')}
            </th>
          </tr>
        </thead>
        <tbody>
          {featureNames.map((name) => (
            <tr key={name}>
              <th scope="row">
                {t(`billing.features.${name}.name`)}
                <span className={styles.featureHint}>{t(`billing.features.${name}.description`)}</span>
              </th>
              <td className={styles.center}>{mark(freeFeatures[name])}</td>
              <td className={styles.center}>{mark(proFeatures[name])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
