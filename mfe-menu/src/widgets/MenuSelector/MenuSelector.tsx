import { useId } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $selectedMenu, menuSelected, type Menu } from '@tabula/shared';
import * as classes from './MenuSelector.module.css';
import { menuSelectorVisible } from './menuSelectorVisible';

interface MenuSelectorProps {
  menus: readonly Menu[];
}

/**
 * Food, Drinks, ...: only when the venue has more than one menu; the choice is remembered. Native
 * radios styled as segments: Mantine's SegmentedControl measures its indicator while React commits,
 * which forces a layout of the whole (long) page in the middle of the render.
 */
export function MenuSelector({ menus }: MenuSelectorProps) {
  const { t } = useTranslation();
  const name = useId();
  const [selected, selectMenu] = useUnit([$selectedMenu, menuSelected]);
  if (!menuSelectorVisible(menus)) return null;
  return (
    <fieldset className={classes.selector}>
      <VisuallyHidden component="legend">{t('menu.menus')}</VisuallyHidden>
      {menus.map((menu) => (
        <label key={menu.id} className={classes.segment}>
          <input
            className={classes.input}
            type="radio"
            name={name}
            value={menu.id}
            checked={selected?.id === menu.id}
            onChange={() => selectMenu(menu.id)}
          />
          <span>{menu.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
