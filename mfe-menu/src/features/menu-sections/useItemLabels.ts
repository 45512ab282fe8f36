import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemCardProps } from '../../widgets/ItemCard';

/** The cards' texts, translated once per language for the whole list. */
export function useItemLabels(): ItemCardProps['labels'] {
  const { t, i18n } = useTranslation();
  // The language is passed explicitly so that the labels follow a switch even when `t` keeps its identity.
  const lng = i18n.language;
  return useMemo(
    () => ({
      inOrder: (count: number) => t('menu.inOrder', { count, lng }),
      outOfStock: t('menu.outOfStock', { lng }),
      popular: t('menu.popular', { lng }),
    }),
    [t, lng],
  );
}
