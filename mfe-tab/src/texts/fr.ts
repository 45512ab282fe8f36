import type { PartialTexts } from './en';

/** French texts of the tab forms (open tab, join tab); a key left out falls back to English. */
export const fr: PartialTexts = {
  openTab: {
    title: 'Ouvrir une note',
    table: 'Numéro de table',
    tablePlaceholder: 'Choisissez le numéro de table',
    room: 'Numéro de chambre',
    roomPlaceholder: 'Choisissez le numéro de chambre',
    firstName: 'Prénom',
    lastName: 'Nom',
    submit: 'Ouvrir une note',
    cancel: 'Annuler',
  },
  joinTab: {
    title: 'Rejoindre une note',
    table: 'Numéro de table',
    tablePlaceholder: 'Choisissez le numéro de table',
    room: 'Numéro de chambre',
    roomPlaceholder: 'Choisissez le numéro de chambre',
    password: 'Mot de passe',
    submit: 'Rejoindre',
    cancel: 'Annuler',
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
    readOnly: 'mode lecture seule',
    notAccepting: "l'établissement ne prend pas de commandes pour le moment",
    exitConfirm: 'Voulez-vous vraiment quitter',
    exit: 'Quitter',
  },
  errors: {
    unknownTable: "La table {{table}} n'est pas une table de cet établissement. Choisissez votre table.",
    unknownRoom: "La chambre {{table}} n'est pas une chambre de cet établissement. Choisissez votre chambre.",
  },
};
