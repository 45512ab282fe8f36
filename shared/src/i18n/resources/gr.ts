import type { Messages } from './en';

/** Greek; the venue key is `gr`, the HTML language `el`. */
export const gr: Messages = {
  common: {
    ok: 'OK',
    cancel: 'Ακύρωση',
    retry: 'Δοκιμάστε ξανά',
    loading: 'Φόρτωση…',
    close: 'Κλείσιμο',
    back: 'Πίσω',
    table: 'Τραπέζι',
    logo: 'Λογότυπο {{name}}',
  },
  notFound: {
    venue: 'Η διεύθυνση δεν βρέθηκε',
  },
  errors: {
    generic: 'Κάτι πήγε στραβά',
    network: 'Σφάλμα δικτύου. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
    notAcceptingOrders: 'Το κατάστημα δεν δέχεται παραγγελίες αυτή τη στιγμή',
    fieldRequired: 'Το πεδίο είναι υποχρεωτικό',
    selectTableNumber: 'Επιλέξτε αριθμό τραπεζιού',
    invalidEmail: 'Μη έγκυρο email',
    tooManyAttempts: 'Πάρα πολλές προσπάθειες. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.',
  },
  tabBar: {
    openTab: 'Άνοιγμα λογαριασμού',
    joinTab: 'Σύνδεση σε λογαριασμό',
  },
};
