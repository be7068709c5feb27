import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../ui/form-alert';
import styles from './account-deleted-notice.module.css';

/**
 * Where deleting an account ends (home with `?deleted=1`): says that it is done. Shown after mount
 * only, so the pre-rendered home page, which has no notice, hydrates without a mismatch.
 */
export function AccountDeletedNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const deleted = params.get('deleted') === '1';
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(deleted), [deleted]);
  if (!shown) return null;
  return (
    <div className={styles.notice}>
      <FormAlert kind="success">{t('pages.home.accountDeleted')}</FormAlert>
    </div>
  );
}
