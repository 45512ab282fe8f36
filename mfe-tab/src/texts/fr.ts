import type { PartialTexts } from './en';

/** French texts of the tab forms (open tab, join tab), every key translated (texts.test.ts checks it). */
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
  errors: {
    error: 'Erreur',
    tableOrPasswordMismatch: 'Le numéro de table ou le mot de passe ne correspond pas',
    missingFields: 'Champs manquants',
  },
  validation: {
    enter: 'Saisissez {{fields}}',
    fields: {
      firstName: '(Prénom)',
      lastName: '(Nom)',
      tableNumber: '(Numéro de table)',
      roomNumber: '(Numéro de chambre)',
      password: '(Mot de passe)',
    },
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
    stillOwes: 'Votre table doit encore {{amount}}.',
    payBill: "Régler l'addition",
  },
};
