import { isOutOfStock } from '@tabula/shared';
import { memo, type CSSProperties } from 'react';
import type { CartOrderItem, Item, Menu, MenuCategory } from '@tabula/shared';
import { ItemCard, type ItemCardProps } from '../../widgets/ItemCard';
import { itemCountInOrder } from './itemCount';
import { sectionDomId } from './sectionId';
import * as classes from './MenuSections.module.css';

interface CategorySectionProps {
  menu: Pick<Menu, 'availability'>;
  category: MenuCategory;
  currency: string;
  orderList: readonly CartOrderItem[];
  labels: ItemCardProps['labels'];
  onOpen: (item: Item) => void;
  /** A heading above the category name, e.g. the menu on the search screen. */
  eyebrow?: string;
}

const CHUNK_SIZE = 8;

function chunked<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_SIZE) chunks.push(items.slice(start, start + CHUNK_SIZE));
  return chunks;
}

function CategorySectionView({ menu, category, currency, orderList, labels, onOpen, eyebrow }: CategorySectionProps) {
  const headingId = `${sectionDomId(category.id)}-title`;
  return (
    <section id={sectionDomId(category.id)} data-category-id={category.id} className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {eyebrow ? <span className={classes.eyebrow}>{eyebrow} / </span> : null}
        {category.name}
      </h2>
      <div role="list" className={classes.list}>
        {chunked(category.items).map((chunk) => (
          // Chunks are skipped by assistive technology (role none) but not by the browser, which lays
          // out a chunk only when it nears the viewport: scrolling into a long category stays cheap.
          <div role="none" key={chunk[0]?.item_id} className={classes.chunk} style={{ '--chunk-dishes': chunk.length } as CSSProperties}>
            {chunk.map((item) => (
              <div role="listitem" key={item.item_id}>
                <ItemCard
                  item={item}
                  currency={currency}
                  outOfStock={isOutOfStock(menu, category, item)}
                  count={itemCountInOrder(orderList, item.item_id)}
                  labels={labels}
                  onOpen={onOpen}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

/** A category's heading and dishes; unchanged categories skip re-rendering as the page grows. */
export const CategorySection = memo(CategorySectionView);
