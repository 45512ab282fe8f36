import type { TextBundle } from '@tabula/shared';

/** French is partly translated: a key left out here falls back to English. */
export const fr: TextBundle['fr'] = {
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
    noteLength: '{{count}} sur {{max}} caractères',
    noteFull: '{{max}} caractères : une note n’en contient pas plus',
    tabNeeded: {
      title: 'Ouvrez une note pour commander',
      body: 'Ouvrez une nouvelle note ou rejoignez celle de votre table, puis ajoutez vos plats.',
    },
    roomNeeded: {
      title: 'Identifiez-vous avec votre chambre pour commander',
      body: 'Saisissez votre nom, votre numéro de chambre et votre date de départ, puis ajoutez vos plats.',
    },
  },
  common: {
    continue: 'Continuer',
    menu: 'Menu',
    search: 'Rechercher',
    language: 'Langue',
  },
};
