import type { PartialMessages } from './en';

/** French is partly translated (spec §1): missing keys fall back to English. */
export const fr: PartialMessages = {
  common: {
    ok: 'OK',
    cancel: 'Annuler',
    continue: 'Continuer',
    retry: 'Réessayer',
    loading: 'Chargement…',
    close: 'Fermer',
    back: 'Retour',
    yes: 'Oui',
    no: 'Non',
    table: 'Table',
    room: 'Chambre',
    menu: 'Menu',
    share: 'Partager',
    search: 'Rechercher',
    language: 'Langue',
  },
  overlays: {
    orderExpired: 'Votre commande a expiré.',
    tabExpired: 'Votre note a expiré',
    tabExpiredHint: 'Ouvrez une nouvelle note ou rejoignez-en une pour continuer à commander.',
  },
  tabBar: {
    label: 'Votre note',
    table: 'Table {{table}}',
    room: 'Chambre {{room}}',
    password: 'Mot de passe {{password}}',
    share: 'Partager',
    shareTitle: 'Rejoignez ma note',
    shareText: 'Rejoignez ma note chez {{venue}}',
    linkCopied: 'Lien copié',
    exitTab: 'Quitter la note',
    openTab: 'Ouvrir une note',
    joinTab: 'Rejoindre une note',
    readOnly: 'mode lecture seule',
    notAccepting: "l'établissement ne prend pas de commandes pour le moment",
    exitConfirm: 'Voulez-vous vraiment quitter',
    exit: 'Quitter',
  },
  errors: {
    tooManyAttempts: 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  },
  languages: {
    en: 'English',
    es: 'Español',
    gr: 'Ελληνικά',
    fr: 'Français',
  },
};
