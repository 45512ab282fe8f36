import { i18n } from '@tabula/shared';

/**
 * Texts this remote needs that shared's resources do not have yet. They are merged into the shared
 * instance under their own prefix, so no shared key is ever overwritten.
 */
const messages = {
  en: {
    tabNeeded: {
      title: 'Open a tab to order',
      body: 'Open a new tab or join the one at your table, then add your dishes.',
    },
    backToSite: 'Back to the main site',
    menuUnavailable: 'The menu could not be loaded.',
  },
  es: {
    tabNeeded: {
      title: 'Abre una cuenta para pedir',
      body: 'Abre una cuenta nueva o únete a la de tu mesa y luego añade tus platos.',
    },
    backToSite: 'Volver al sitio principal',
    menuUnavailable: 'No se pudo cargar el menú.',
  },
  gr: {
    tabNeeded: {
      title: 'Ανοίξτε λογαριασμό για να παραγγείλετε',
      body: 'Ανοίξτε νέο λογαριασμό ή μπείτε σε αυτόν του τραπεζιού σας και μετά προσθέστε τα πιάτα σας.',
    },
    backToSite: 'Πίσω στον κεντρικό ιστότοπο',
    menuUnavailable: 'Δεν ήταν δυνατή η φόρτωση του μενού.',
  },
  fr: {
    tabNeeded: {
      title: 'Ouvrez une note pour commander',
    },
  },
} as const;

for (const [language, bundle] of Object.entries(messages)) {
  i18n.addResourceBundle(language, 'translation', { mfeMenu: bundle }, true, false);
}
