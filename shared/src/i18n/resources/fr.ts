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
  },
  landing: {
    linkFailed: "Ce lien n'a pas fonctionné. Ouvrez une nouvelle note ou rejoignez-en une.",
    welcome: 'bienvenue',
    subtitle: 'rejoignez une note existante ou ouvrez-en une nouvelle',
    openTab: 'Ouvrir une nouvelle note',
    joinTab: 'Rejoindre une note',
  },
  menu: {
    myOrders: 'Mes commandes',
    getBill: "Demander l'addition",
    callServer: 'Appeler un serveur',
    checkout: 'Commander',
    backToSite: 'Retour au site principal',
    unavailable: "Le menu n'a pas pu être chargé.",
  },
  item: {
    add: 'Ajouter à la commande',
    update: 'Modifier la commande',
    note: 'Laisser une note',
    tabNeeded: {
      title: 'Ouvrez une note pour commander',
      body: 'Ouvrez une nouvelle note ou rejoignez celle de votre table, puis ajoutez vos plats.',
    },
  },
  cart: {
    title: 'Votre commande',
    subtotal: 'Sous-total',
    tip: 'Pourboire',
    total: 'Total',
    placeOrder: 'Passer la commande',
  },
  errors: {
    tooManyAttempts: 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  },
  orderStatus: {
    confirmed: 'Commande confirmée !',
    declined: 'Commande refusée',
  },
  languages: {
    en: 'English',
    es: 'Español',
    gr: 'Ελληνικά',
    fr: 'Français',
  },
};
