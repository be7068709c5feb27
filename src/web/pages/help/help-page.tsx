import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpArticleKeys, type HelpArticleKey } from '../../../shared/content/help';
import type { ProductPictureId } from '../../../shared/product-pictures';
import styles from '../../features/content/content.module.css';
import { ProductPicture } from '../../features/product-pictures/product-picture';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { PageHeader } from '../../ui/page-header';

/** The articles about what a picture of the app shows. */
const articlePictures: Partial<Record<HelpArticleKey, ProductPictureId>> = {
  calibration: 'posture',
  alerts: 'alert',
  background: 'mini',
  progress: 'progress',
};

/** Lower-case without accents, so "calibracion" finds "Calibración". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** A searchable help centre: articles filtered as you type, in the page's language. */
export default function HelpPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const words = fold(query).split(/\s+/).filter(Boolean);
  const articles = helpArticleKeys
    .map((key) => ({ key, title: t(`help.articles.${key}.title`), body: t(`help.articles.${key}.body`) }))
    .filter((article) => words.every((word) => fold(`${article.title} ${article.body}`).includes(word)));
  return (
    <>
      <PageHeader title={t('pages.help.title')} intro={t('pages.help.intro')} />
      <input
        type="search"
        className={styles.search}
        placeholder={t('help.searchPlaceholder')}
        aria-label={t('help.searchLabel')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className={styles.muted} role="status" aria-live="polite">
        {query ? t('help.results', { count: articles.length }) : ''}
      </p>
      <div className={styles.grid}>
        {articles.map((article) => (
          <article key={article.key} id={article.key} className={styles.card}>
            <h2>{article.title}</h2>
            <p>{article.body}</p>
            {articlePictures[article.key] && (
              <ProductPicture
                id={articlePictures[article.key]!}
                placement="card"
                sizes="(max-width: 768px) calc(100vw - 80px), 340px"
              />
            )}
          </article>
        ))}
      </div>
      {articles.length === 0 && (
        <p>
          {t('help.nothingFound')} <LocalizedLink to="contact">{t('pages.contact.title')}</LocalizedLink>
        </p>
      )}
    </>
  );
}
