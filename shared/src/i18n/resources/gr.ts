import type { Messages } from './en';

/** Greek; the venue key is `gr`, the HTML language `el`. */
export const gr: Messages = {
  common: {
    ok: 'OK',
    cancel: 'Ακύρωση',
    continue: 'Συνέχεια',
    retry: 'Δοκιμάστε ξανά',
    loading: 'Φόρτωση…',
    close: 'Κλείσιμο',
    back: 'Πίσω',
    table: 'Τραπέζι',
    room: 'Δωμάτιο',
    menu: 'Μενού',
    search: 'Αναζήτηση',
    language: 'Γλώσσα',
    quantity: 'Ποσότητα',
    increase: 'Αύξηση ποσότητας',
    decrease: 'Μείωση ποσότητας',
    edit: 'Επεξεργασία',
    remove: 'Αφαίρεση',
    logo: 'Λογότυπο {{name}}',
    poweredBy: 'Με την υποστήριξη του {{brand}}',
  },
  notFound: {
    venue: 'Η διεύθυνση δεν βρέθηκε',
  },
  errors: {
    generic: 'Κάτι πήγε στραβά',
    network: 'Σφάλμα δικτύου. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
    notAcceptingOrders: 'Το κατάστημα δεν δέχεται παραγγελίες αυτή τη στιγμή',
    onlyFoodMenuTableArea: 'Μπορείτε να παραγγείλετε από το μενού φαγητού μόνο στον χώρο των τραπεζιών.',
    noUnpaidOrders: 'Δεν έχετε απλήρωτες παραγγελίες.',
    requestAlreadyOpen: 'Υπάρχει ήδη ανοιχτό αίτημα για την παραγγελία σας',
    fieldRequired: 'Το πεδίο είναι υποχρεωτικό',
    selectTableNumber: 'Επιλέξτε αριθμό τραπεζιού',
    invalidEmail: 'Μη έγκυρο email',
    paymentFailed: 'Η πληρωμή απέτυχε',
    noItemsAvailable: 'Δεν υπάρχουν διαθέσιμα προϊόντα',
    tooManyAttempts: 'Πάρα πολλές προσπάθειες. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.',
  },
  tabBar: {
    openTab: 'Άνοιγμα λογαριασμού',
    joinTab: 'Σύνδεση σε λογαριασμό',
  },
};
