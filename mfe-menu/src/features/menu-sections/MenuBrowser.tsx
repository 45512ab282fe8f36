import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { $orderList, FIRST_PAINT_HOLD, type Item, type Menu } from '@tabula/shared';
import { CategoryChipBar } from '../../widgets/CategoryChipBar';
import { CategorySection } from './CategorySection';
import { followScrollTo } from './followScrollTo';
import { menuHasItems } from './menuHasItems';
import { sectionDomId } from './sectionId';
import { useElementHeight } from './useElementHeight';
import { useItemLabels } from './useItemLabels';
import { useProgressiveCount } from './useProgressiveCount';
import { useScrollSpy } from './useScrollSpy';
import * as classes from './MenuSections.module.css';

interface MenuBrowserProps {
  /** Null while another menu is being prepared, or when the venue has none. */
  menu: Menu | null;
  /** A menu is on its way: say nothing rather than 'No items available', which a menu without dishes says. */
  pending: boolean;
  currency: string;
  onOpen: (item: Item) => void;
  /** Rendered in the sticky area above the chips: the tab bar. */
  stickyTop?: ReactNode;
}

const sectionOf = (id: number) => document.getElementById(sectionDomId(id));
const NO_CATEGORIES: Menu['menu_categories'] = [];

/** The sticky chip bar and the menu's categories, rendered a category at a time. */
export function MenuBrowser({ menu, pending, currency, onOpen, stickyTop }: MenuBrowserProps) {
  const { t } = useTranslation();
  const orderList = useUnit($orderList);
  const labels = useItemLabels();
  // A menu whose categories hold no dish yet shows only 'No items available', not their chips and empty headings.
  const categories = menu && menuHasItems(menu) ? menu.menu_categories : NO_CATEGORIES;
  const menuKey = menu?.id ?? null;
  const [rendered, ensureRendered] = useProgressiveCount(categories.length, 1, menuKey);
  const renderedIds = useMemo(() => categories.slice(0, rendered).map((category) => category.id), [categories, rendered]);

  const stickyRef = useRef<HTMLDivElement>(null);
  const stickyHeight = useElementHeight(stickyRef);
  const [activeId, chooseCategory] = useScrollSpy({ ids: renderedIds, sectionOf, topOffset: stickyHeight, resetKey: menuKey });

  // The tapped category's section, once it is in the page (a far one may not be rendered yet).
  const [scrollTarget, setScrollTarget] = useState<number | null>(null);
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (scrollTarget === null) return;
    const section = sectionOf(scrollTarget);
    if (!section) return;
    // The target is consumed once its section exists, which only rendering can tell.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one reset per tapped chip, after the section renders
    setScrollTarget(null);
    stopFollowing.current?.();
    stopFollowing.current = followScrollTo(section);
  }, [scrollTarget, rendered]);
  // Another menu replaces the sections, and leaving the page ends any scroll still under way.
  useEffect(() => () => stopFollowing.current?.(), [menuKey]);

  const onChip = useCallback(
    (id: number) => {
      chooseCategory(id);
      ensureRendered(categories.findIndex((category) => category.id === id) + 1);
      setScrollTarget(id);
    },
    [categories, chooseCategory, ensureRendered],
  );

  const chips = useMemo(() => categories.map(({ id, name }) => ({ id, name })), [categories]);

  return (
    <>
      {/* The server's first paint shows the first category: it stays until this page's own is on screen. */}
      {pending ? <span hidden {...{ [FIRST_PAINT_HOLD]: '' }} /> : null}
      <div ref={stickyRef} className={classes.sticky}>
        {stickyTop}
        <CategoryChipBar categories={chips} activeId={activeId} label={t('menu.categories')} onSelect={onChip} />
      </div>
      <div
        className={classes.dishes}
        // While categories are still arriving, the space below holds them: what follows (the footer)
        // stays below the screen instead of being pushed down in view, a layout shift per category.
        data-filling={pending || rendered < categories.length || undefined}
        style={{ '--menu-sticky-height': `${stickyHeight}px` } as CSSProperties}
      >
        {!pending && categories.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl">
            {t('errors.noItemsAvailable')}
          </Text>
        ) : null}
        {menu &&
          categories
            .slice(0, rendered)
            .map((category) => (
              <CategorySection
                key={category.id}
                menu={menu}
                category={category}
                currency={currency}
                orderList={orderList}
                labels={labels}
                onOpen={onOpen}
              />
            ))}
      </div>
    </>
  );
}
