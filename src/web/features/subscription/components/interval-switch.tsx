import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingInterval } from '../../../../shared/billing/plans';
import styles from './billing.module.css';

const intervals: BillingInterval[] = ['month', 'year'];

/** Monthly / yearly as a two-option radio group (arrow keys move between them). */
export function IntervalSwitch({
  value,
  onChange,
  savingLabel,
}: {
  value: BillingInterval;
  onChange(next: BillingInterval): void;
  /** e.g. "Save 33%", shown beside "Yearly". */
  savingLabel?: string;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next = value === 'month' ? 'year' : 'month';
    onChange(next);
    document.getElementById(`interval-${next}`)?.focus();
  };
  return (
    <div role="radiogroup" aria-label={t('billing.interval')} className={styles.switch} onKeyDown={onKeyDown}>
      {intervals.map((interval) => (
        <button
          key={interval}
          id={`interval-${interval}`}
          type="button"
          role="radio"
          aria-checked={value === interval}
          tabIndex={value === interval ? 0 : -1}
          className={styles.switchOption}
          onClick={() => onChange(interval)}
        >
          {interval === 'month' ? t('billing.monthly') : t('billing.yearly')}
          {interval === 'year' && savingLabel && <span className={styles.saving}>{savingLabel}</span>}
        </button>
      ))}
    </div>
  );
}
