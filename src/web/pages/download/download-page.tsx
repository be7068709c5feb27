import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../features/content/content.module.css';
import { ProductPicture } from '../../features/product-pictures/product-picture';
import { useHydrated } from '../../lib/use-hydrated';
import { FormAlert } from '../../ui/form-alert';
import { PageHeader } from '../../ui/page-header';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const browsers = ['chrome', 'safariMac', 'safariIos', 'android', 'firefox'] as const;

/**
 * Installing Postura as an app: a button where the browser offers its install prompt, and the steps
 * for each browser otherwise.
 */
export default function DownloadPage() {
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installedHere, setInstalled] = useState(false);
  // Known only in the browser: a pre-rendered page shows the browser case until it is hydrated.
  const standalone = useHydrated() && Boolean(window.matchMedia?.('(display-mode: standalone)').matches);
  const installed = installedHere || standalone;

  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const done = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', done);
    };
  }, []);

  const install = async () => {
    if (!prompt) return;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') setInstalled(true);
    setPrompt(null);
  };

  return (
    <>
      <PageHeader title={t('pages.download.title')} intro={t('pages.download.intro')} />
      <div className={styles.prose}>
        <p>{t('download.why')}</p>
        {installed ? (
          <FormAlert kind="success">{t('download.installed')}</FormAlert>
        ) : prompt ? (
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={install}>
              {t('download.installButton')}
            </button>
          </div>
        ) : (
          <p className={styles.muted}>{t('download.noPrompt')}</p>
        )}
      </div>
      <div className={styles.grid}>
        {browsers.map((browser) => (
          <section key={browser} className={styles.card} aria-labelledby={`install-${browser}`}>
            <h2 id={`install-${browser}`}>{t(`download.browsers.${browser}.name`)}</h2>
            <p>{t(`download.browsers.${browser}.steps`)}</p>
          </section>
        ))}
      </div>
      <ProductPicture id="posture" placement="page" sizes="(max-width: 768px) calc(100vw - 48px), 760px" />
    </>
  );
}
