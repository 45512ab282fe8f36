import { SegmentedControl } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $selectedMenu, menuSelected, menuSelectorVisible, type Menu } from '@tabula/shared';

interface MenuSelectorProps {
  menus: readonly Menu[];
}

/** Food, Drinks, ...: only when the venue has more than one menu. The choice is remembered. */
export function MenuSelector({ menus }: MenuSelectorProps) {
  const { t } = useTranslation();
  const [selected, selectMenu] = useUnit([$selectedMenu, menuSelected]);
  if (!menuSelectorVisible(menus)) return null;
  return (
    <SegmentedControl
      aria-label={t('menu.menus')}
      fullWidth
      radius="xl"
      data={menus.map((menu) => ({ value: String(menu.id), label: menu.name }))}
      value={selected ? String(selected.id) : undefined}
      onChange={(value) => selectMenu(Number(value))}
    />
  );
}
