import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '../../../shared/billing/plans';
import { billingApi } from '../../features/subscription/billing-api';
import { billingErrorMessage } from '../../features/subscription/billing-error-message';
import styles from '../../features/subscription/components/billing.module.css';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { formatDate, formatPrice } from '../../lib/i18n/format';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';

const knownStatuses = new Set(['paid', 'open', 'void', 'uncollectible', 'draft']);

/** Every invoice, newest first, ten at a time: date, number, amount, status and its PDF. */
export default function BillingHistoryPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [invoices, setInvoices] = useState<InvoiceSummary[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(
    async (after?: string) => {
      setBusy(true);
      setError('');
      try {
        const page = await billingApi.invoices(after);
        setInvoices((shown) => [...(after ? (shown ?? []) : []), ...page.invoices]);
        setHasMore(page.hasMore);
      } catch (caught) {
        setError(billingErrorMessage(t, caught));
        setInvoices((shown) => shown ?? []);
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <PageHeader title={t('billing.historyTitle')} intro={t('billing.historyIntro')} />
      {error && <FormAlert kind="error">{error}</FormAlert>}
      {invoices === null ? (
        <Loading label={t('common.loading')} />
      ) : invoices.length === 0 && !error ? (
        <div className={styles.panel}>
          <p>{t('billing.noInvoices')}</p>
          <LocalizedLink to="upgrade" className="button button-secondary">
            {t('billing.backToPlans')}
          </LocalizedLink>
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('billing.historyTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('billing.invoiceDate')}</th>
                <th scope="col">{t('billing.invoiceNumber')}</th>
                <th scope="col">{t('billing.invoiceAmount')}</th>
                <th scope="col">{t('billing.invoiceStatus')}</th>
                <th scope="col">{t('billing.invoicePdf')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{formatDate(language, new Date(invoice.created))}</td>
                  <td>{invoice.number ?? '—'}</td>
                  <td>{formatPrice(language, invoice.amount, invoice.currency)}</td>
                  <td>
                    {knownStatuses.has(invoice.status)
                      ? t(`billing.invoiceStatuses.${invoice.status}`)
                      : invoice.status}
                  </td>
                  <td>
                    {invoice.pdfUrl ? (
                      <a href={invoice.pdfUrl} target="_blank" rel="noreferrer">
                        {t('billing.downloadPdf')}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasMore && (
        <div className={styles.pager}>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => load(invoices?.at(-1)?.id)}
          >
            {busy ? t('common.loading') : t('billing.moreInvoices')}
          </button>
        </div>
      )}
    </>
  );
}
