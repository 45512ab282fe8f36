import type { PartialTexts } from './en';

/** French texts of the shell, every key translated (texts.test.ts checks it). */
export const fr: PartialTexts = {
  shell: {
    remoteFailed: {
      title: 'Une erreur est survenue lors du chargement de cette partie de l’application',
      body: 'Impossible de charger {{part}}. Vérifiez votre connexion et réessayez.',
      renderTitle: 'Impossible d’ouvrir cette page',
      renderBody:
        'Impossible d’ouvrir {{part}}. L’erreur vient de nous, pas de votre connexion : réessayez, ou revenez à la page d’accueil.',
      retry: 'Réessayer',
      home: 'Revenir à la page d’accueil',
    },
    registryFailed: {
      title: 'L’application n’a pas pu démarrer. Vérifiez votre connexion et réessayez.',
    },
    remote: {
      mfe_menu: 'le menu',
      mfe_tab: 'la note',
      mfe_checkout: 'la commande et le paiement',
      mfe_hotel: 'les pages de bienvenue et de l’hôtel',
    },
    tabBarUnavailable: 'Impossible de charger la barre de la note.',
  },
  notFound: {
    title: 'Erreur 404',
    subtitle: 'Page introuvable',
    action: 'jetez-y un œil',
  },
  overlays: {
    orderExpired: 'Votre commande a expiré.',
    tabExpired: 'Votre note a expiré',
    tabExpiredHint: 'Ouvrez une nouvelle note ou rejoignez-en une pour continuer à commander.',
    tabExpiredItemsKept: 'Vos articles sont conservés : vous les retrouverez dans votre prochaine commande.',
  },
};
