import { useTranslation } from 'react-i18next';
import {
  productPictureFile,
  productPictureFormats,
  productPictures,
  productThemes,
  type ProductCapture,
  type ProductPictureId,
} from '../../../shared/product-pictures';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import styles from './product-picture.module.css';

const srcSet = (capture: ProductCapture, format: 'avif' | 'webp') =>
  productPictures[capture.id].widths
    .map((width) => `/${productPictureFile(capture, width, format)} ${width}w`)
    .join(', ');

/**
 * A picture of the app made at build time (decision 017): AVIF or WebP at the width the layout
 * needs (`sizes`), a JPEG for older browsers, with its size given so nothing moves when it arrives.
 * One picture per theme; the stylesheet shows the one of the page's theme (`<html data-theme>`), and
 * a lazy picture that is not shown is never downloaded. Most pictures have no text, so the alt text
 * in the page's language is all a reader needs; the mini view is its words, so it is taken in every
 * language and the page's own is shown.
 */
export function ProductPicture({
  id,
  sizes,
  placement,
  className,
}: {
  id: ProductPictureId;
  /** The width the picture takes in the layout, as the `sizes` attribute. */
  sizes: string;
  /** In a row of pictures (a shared 4:3 box), below a page's content, or at the foot of a card. */
  placement?: 'row' | 'page' | 'card';
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // Set by the build that made the pictures (false where it had no browser to make them with).
  if (!import.meta.env.PRODUCT_PICTURES) return null;
  const { width, height, fallbackWidth, perLanguage } = productPictures[id];
  const alt = t(`productPictures.${id}`);
  return (
    <span
      className={[styles.frame, placement && styles[placement], className].filter(Boolean).join(' ')}
      data-product-picture={id}
    >
      {productThemes.map((theme) => {
        const capture = { id, theme, ...(perLanguage && { language }) };
        return (
          <picture key={theme} className={styles[theme]} data-theme={theme}>
            {productPictureFormats.map((format) => (
              <source key={format} type={`image/${format}`} srcSet={srcSet(capture, format)} sizes={sizes} />
            ))}
            <img
              src={`/${productPictureFile(capture, fallbackWidth, 'jpeg')}`}
              width={width}
              height={height}
              alt={alt}
              loading="lazy"
              decoding="async"
            />
          </picture>
        );
      })}
    </span>
  );
}
