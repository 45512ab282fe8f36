import type { PartialMessages } from './en';

/** French is only partly translated: a key it lacks shows the English wording. */
export const fr: PartialMessages = {
  common: {
    ok: 'OK',
    cancel: 'Annuler',
    retry: 'Réessayer',
    loading: 'Chargement…',
    close: 'Fermer',
    back: 'Retour',
    table: 'Table',
  },
  tabBar: {
    openTab: 'Ouvrir une note',
    joinTab: 'Rejoindre une note',
  },
  errors: {
    tooManyAttempts: 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  },
};
