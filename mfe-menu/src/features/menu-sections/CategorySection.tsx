import { memo } from 'react';
import { isOutOfStock, itemCountInOrder, type CartOrderItem, type Item, type Menu, type MenuCategory } from '@tabula/shared';
import { ItemCard, type ItemCardProps } from '../../widgets/ItemCard';
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

function CategorySectionView({ menu, category, currency, orderList, labels, onOpen, eyebrow }: CategorySectionProps) {
  const headingId = `${sectionDomId(category.id)}-title`;
  return (
    <section id={sectionDomId(category.id)} data-category-id={category.id} className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {eyebrow ? <span className={classes.eyebrow}>{eyebrow} / </span> : null}
        {category.name}
      </h2>
      <ul className={classes.list}>
        {category.items.map((item) => (
          <li key={item.item_id}>
            <ItemCard
              item={item}
              currency={currency}
              outOfStock={isOutOfStock(menu, category, item)}
              count={itemCountInOrder(orderList, item.item_id)}
              labels={labels}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A category's heading and dishes; unchanged categories skip re-rendering as the page grows. */
export const CategorySection = memo(CategorySectionView);
