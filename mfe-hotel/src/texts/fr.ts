import type { PartialTexts } from './en';

/** French texts of the hotel remote's screens (landing, hotel page, guest login, e-mail confirmation, enter table), every key translated (texts.test.ts checks it). */
export const fr: PartialTexts = {
  landing: {
    linkFailed: "Ce lien n'a pas fonctionné. Ouvrez une nouvelle note ou rejoignez-en une.",
    welcome: 'bienvenue',
    subtitle: 'rejoignez une note existante ou ouvrez-en une nouvelle',
    cardHint: 'Vous pouvez aussi commander et payer maintenant par carte.',
    openTab: 'Ouvrir une nouvelle note',
    joinTab: 'Rejoindre une note',
    orderAndPay: 'Commander et payer maintenant',
    tableLabel: 'Numéro de table',
    tablePlaceholder: 'Choisissez le numéro de table',
    viewAndOrder: 'Voir le menu et commander',
    justView: 'Voir le menu seulement',
  },
  hotel: {
    venues: 'Nos établissements',
    openVenue: 'Ouvrir {{name}}',
  },
  login: {
    title: "Client de l'hôtel",
    subtitle: 'Indiquez votre séjour pour commander dans votre chambre.',
    surname: 'Nom',
    roomNumber: 'Numéro de chambre',
    checkoutDate: 'Date de départ',
    continue: 'Continuer',
    notStaying: "Je ne séjourne pas à l'hôtel",
    emailLink: 'Recevoir le lien de votre session par e-mail',
    emailTitle: "Saisissez l'e-mail donné à l'arrivée",
    email: 'E-mail',
    sendEmail: "Envoyer l'e-mail",
    calendar: {
      previousMonth: 'Mois précédent',
      nextMonth: 'Mois suivant',
      previousYear: 'Année précédente',
      nextYear: 'Année suivante',
      previousDecade: 'Décennie précédente',
      nextDecade: 'Décennie suivante',
    },
  },
  emailConfirmation: {
    sent: 'Nous vous avons envoyé un e-mail avec le lien de votre session',
    inbox: 'Ouvrir votre boîte de réception',
    sendAgain: 'Renvoyer',
  },
  enterTable: {
    title: 'Indiquez votre numéro de table',
    placeholder: 'Choisissez le numéro de table',
    submit: 'Voir le menu et commander',
    notFoundHint:
      "Le code de votre table ne correspond à aucun établissement ici. Demandez à un serveur, ou partez de la page de l'établissement.",
    home: "Aller à la page d'accueil",
  },
  errors: {
    loginFailed: 'une erreur est survenue !',
    emailSent: 'E-mail envoyé avec succès',
    tryAgain: 'Une erreur est survenue. Réessayez',
    stayNotFound:
      'Nous ne trouvons aucun séjour avec ces informations. Vérifiez votre nom, votre numéro de chambre et votre date de départ.',
  },
};
