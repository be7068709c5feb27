import type { ProductPictureId } from '../../../shared/product-pictures';
import { ProductPicture } from './product-picture';
import styles from './product-picture.module.css';

/** Pictures of the app side by side (two columns on a tablet, one on a phone), each with a short caption. */
export function ProductShowcase({ items }: { items: Array<{ id: ProductPictureId; caption: string }> }) {
  return (
    <div className={styles.showcase}>
      {items.map(({ id, caption }) => (
        <figure key={id} className={styles.figure}>
          <ProductPicture
            id={id}
            placement="row"
            sizes="(max-width: 768px) calc(100vw - 48px), (max-width: 1100px) 45vw, 280px"
          />
          <figcaption className={styles.caption}>{caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}
