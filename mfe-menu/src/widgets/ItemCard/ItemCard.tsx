import { memo, useState } from 'react';
import { stripHtml, toCents, type Item, formatMenuPrice } from '@tabula/shared';
import * as classes from './ItemCard.module.css';
import { popularTag } from './popularTag';

export interface ItemCardProps {
  item: Item;
  currency: string;
  /** Out of stock here or higher up (menu, category). */
  outOfStock: boolean;
  /** How many of this item the order already holds. */
  count: number;
  /** Texts come translated from the list, so a long menu does not subscribe every card to i18n. */
  labels: { inOrder: (count: number) => string; outOfStock: string; popular: string };
  onOpen: (item: Item) => void;
}

/**
 * One dish in a list. Plain elements and a CSS module rather than Mantine components: a venue can
 * list hundreds of these, and each must cost little to render.
 */
function ItemCardView({ item, currency, outOfStock, count, labels, onOpen }: ItemCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const description = stripHtml(item.description);
  const price = formatMenuPrice(toCents(item.price), currency);
  // Found by its name, which stays English in every language; shown in the guest's language.
  const tag = popularTag(item);
  const showImage = Boolean(item.image) && !imageFailed;
  return (
    <button type="button" className={classes.card} data-out-of-stock={outOfStock || undefined} onClick={() => onOpen(item)}>
      <span className={classes.body}>
        <span className={classes.name}>{item.name}</span>
        {description ? <span className={classes.description}>{description}</span> : null}
        <span className={classes.meta}>
          {price ? <span className={classes.price}>{price}</span> : null}
          {tag ? (
            <span className={classes.tag} style={{ backgroundColor: tag.colour.bg_hex, color: tag.colour.text_hex }}>
              {labels.popular}
            </span>
          ) : null}
          {outOfStock ? <span className={classes.outOfStock}>{labels.outOfStock}</span> : null}
          {count > 0 ? <span className={classes.count}>{labels.inOrder(count)}</span> : null}
        </span>
      </span>
      {showImage ? (
        <img
          className={classes.image}
          src={item.image ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          width={88}
          height={88}
          onError={() => setImageFailed(true)}
        />
      ) : (
        <span className={classes.placeholder} data-testid="item-image-placeholder" aria-hidden="true" />
      )}
    </button>
  );
}

export const ItemCard = memo(ItemCardView);
