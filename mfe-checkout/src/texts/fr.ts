import type { TextBundle } from '@tabula/shared';

/** French where written; any key left out falls back to English. */
export const fr = {
  cart: {
    title: 'Votre commande',
    noteLength: '{{count}} sur {{max}} caractères',
    noteFull: '{{max}} caractères : une note n’en contient pas plus',
    subtotal: 'Sous-total',
    tip: 'Pourboire',
    total: 'Total',
    placeOrder: 'Passer la commande',
    tipTooHigh: 'Le pourboire ne peut pas dépasser {{max}}.',
    tipNotNumber: 'Saisissez le pourboire en chiffres, par exemple 2,50',
    includesOptions: 'options incluses',
  },
  checkout: {
    cardDetails: 'Données de la carte',
    testMode: 'Paiement de test',
    testModeHint: "Aucun montant n'est prélevé. Payez avec la carte de test 4242 4242 4242 4242 ; la 4000 0000 0000 0002 est refusée.",
    unavailable: 'Le paiement par carte est indisponible pour le moment.',
    otherWays: 'Vous pouvez encore payer autrement :',
    roomLogin: "Pour régler sur votre chambre, connectez-vous d'abord avec les informations de votre séjour.",
    roomLoginButton: "Se connecter comme client de l'hôtel",
    payWith: 'Payer avec {{wallet}}',
    cardDeclined: 'Votre carte a été refusée.',
  },
  orderStatus: {
    confirmed: 'Commande confirmée !',
    declined: 'Commande refusée',
  },
  common: {
    room: 'Chambre',
  },
  errors: {
    paymentFailed: 'Le paiement a échoué',
  },
} satisfies TextBundle['fr'];
