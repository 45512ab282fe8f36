import type { PartialTexts } from './en';

/** French texts of the shell; a key left out falls back to English. */
export const fr: PartialTexts = {
  overlays: {
    orderExpired: 'Votre commande a expiré.',
    tabExpired: 'Votre note a expiré',
    tabExpiredHint: 'Ouvrez une nouvelle note ou rejoignez-en une pour continuer à commander.',
    tabExpiredItemsKept: 'Vos articles sont conservés : vous les retrouverez dans votre prochaine commande.',
  },
};
