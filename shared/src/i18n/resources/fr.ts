import type { PartialMessages } from './en';

/**
 * French translates every key, as the other languages do (i18n.test.ts checks it); the type stays
 * partial so that a key added to English first still falls back to the English wording at run time.
 */
export const fr: PartialMessages = {
  common: {
    ok: 'OK',
    cancel: 'Annuler',
    retry: 'Réessayer',
    loading: 'Chargement…',
    close: 'Fermer',
    back: 'Retour',
    table: 'Table',
    logo: 'Logo de {{name}}',
  },
  notFound: {
    venue: 'Adresse introuvable',
  },
  tabBar: {
    openTab: 'Ouvrir une note',
    joinTab: 'Rejoindre une note',
  },
  errors: {
    generic: 'Une erreur est survenue',
    network: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
    notAcceptingOrders: 'L’établissement ne prend pas de commandes pour le moment',
    fieldRequired: 'Ce champ est obligatoire',
    selectTableNumber: 'Choisissez le numéro de table',
    invalidEmail: 'Adresse e-mail invalide',
    tooManyAttempts: 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  },
};
