import type { PartialTexts } from './en';

/** French texts of the tab forms (open tab, join tab); a key left out falls back to English. */
export const fr: PartialTexts = {
  openTab: {
    title: 'Ouvrir une note',
    table: 'Numéro de table',
    tablePlaceholder: 'Choisissez le numéro de table',
    firstName: 'Prénom',
    lastName: 'Nom',
    submit: 'Ouvrir une note',
    cancel: 'Annuler',
  },
  joinTab: {
    title: 'Rejoindre une note',
    table: 'Numéro de table',
    tablePlaceholder: 'Choisissez le numéro de table',
    password: 'Mot de passe',
    submit: 'Rejoindre',
    cancel: 'Annuler',
  },
};
