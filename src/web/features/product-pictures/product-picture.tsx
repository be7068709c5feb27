import { useTranslation } from 'react-i18next';
import {
  productPictureFallbackWidth,
  productPictureFile,
  productPictureFormats,
  productPictureSizes,
  productPictureWidths,
  productThemes,
  type ProductPictureId,
  type ProductTheme,
} from '../../../shared/product-pictures';
import styles from './product-picture.module.css';

const srcSet = (id: ProductPictureId, theme: ProductTheme, format: 'avif' | 'webp') =>
  productPictureWidths
    .map((width) => `/${productPictureFile(id, theme, width, format)} ${width}w`)
    .join(', ');

/**
 * A picture of the app made at build time (decision 017): AVIF or WebP at the width the layout
 * needs (`sizes`), a JPEG for older browsers, with its size given so nothing moves when it arrives.
 * One picture per theme; the stylesheet shows the one of the page's theme (`<html data-theme>`), and
 * a lazy picture that is not shown is never downloaded. The pictures have no text, so the alt text
 * in the page's language is all a reader needs.
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
  // Set by the build that made the pictures (false where it had no browser to make them with).
  if (!import.meta.env.PRODUCT_PICTURES) return null;
  const { width, height } = productPictureSizes[id];
  const alt = t(`productPictures.${id}`);
  return (
    <span
      className={[styles.frame, placement && styles[placement], className].filter(Boolean).join(' ')}
      data-product-picture={id}
    >
      {productThemes.map((theme) => (
        <picture key={theme} className={styles[theme]} data-theme={theme}>
          {productPictureFormats.map((format) => (
            <source key={format} type={`image/${format}`} srcSet={srcSet(id, theme, format)} sizes={sizes} />
          ))}
          <img
            src={`/${productPictureFile(id, theme, productPictureFallbackWidth, 'jpeg')}`}
            width={width}
            height={height}
            alt={alt}
            loading="lazy"
            decoding="async"
          />
        </picture>
      ))}
    </span>
  );
}
