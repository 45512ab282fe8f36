import { useDeferredValue, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { $orderList, type Item, type Menu } from '@tabula/shared';
import { CategorySection, useItemLabels, useProgressiveCount } from '../menu-sections';
import type { SearchGroup } from './rules';

interface SearchResultsProps {
  menus: readonly Menu[];
  groups: readonly SearchGroup[];
  currency: string;
  onOpen: (item: Item) => void;
}

/** Matches grouped as menu / category, rendered a group at a time (a broad query on a large menu finds hundreds). */
export function SearchResults({ menus, groups: latest, currency, onOpen }: SearchResultsProps) {
  const orderList = useUnit($orderList);
  const labels = useItemLabels();
  // New results render in interruptible slices; the previous ones stay until they are ready.
  const groups = useDeferredValue(latest);
  const [rendered] = useProgressiveCount(groups.length, 1, groups);
  const sections = useMemo(
    () =>
      groups.map((group) => {
        const menu = menus.find((candidate) => candidate.id === group.menuId);
        const category = menu?.menu_categories.find((candidate) => candidate.id === group.categoryId);
        return {
          key: `${group.menuId}-${group.categoryId}`,
          menuName: group.menuName,
          menu: menu ?? { availability: { out_of_stock: false } },
          category: {
            id: group.categoryId,
            name: group.categoryName,
            position: category?.position ?? 0,
            availability: category?.availability ?? { out_of_stock: false },
            items: group.items,
          },
        };
      }),
    [menus, groups],
  );
  return (
    <>
      {sections.slice(0, rendered).map((section) => (
        <CategorySection
          key={section.key}
          eyebrow={section.menuName}
          menu={section.menu}
          category={section.category}
          currency={currency}
          orderList={orderList}
          labels={labels}
          onOpen={onOpen}
        />
      ))}
    </>
  );
}
