import type { Texts } from './en';

/** Greek texts of the tab forms (open tab, join tab). */
export const gr: Texts = {
  openTab: {
    title: 'Άνοιγμα λογαριασμού',
    table: 'Αριθμός τραπεζιού',
    tablePlaceholder: 'Επιλέξτε αριθμό τραπεζιού',
    room: 'Αριθμός δωματίου',
    roomPlaceholder: 'Επιλέξτε αριθμό δωματίου',
    firstName: 'Όνομα',
    lastName: 'Επώνυμο',
    submit: 'Άνοιγμα λογαριασμού',
    cancel: 'Ακύρωση',
  },
  joinTab: {
    title: 'Σύνδεση σε λογαριασμό',
    table: 'Αριθμός τραπεζιού',
    tablePlaceholder: 'Επιλέξτε αριθμό τραπεζιού',
    room: 'Αριθμός δωματίου',
    roomPlaceholder: 'Επιλέξτε αριθμό δωματίου',
    password: 'Κωδικός',
    submit: 'Σύνδεση',
    cancel: 'Ακύρωση',
  },
  errors: {
    unknownTable: 'Το τραπέζι {{table}} δεν ανήκει σε αυτό το κατάστημα. Επιλέξτε το τραπέζι σας.',
    unknownRoom: 'Το δωμάτιο {{table}} δεν ανήκει σε αυτό το κατάστημα. Επιλέξτε το δωμάτιό σας.',
    error: 'Σφάλμα',
    tableOrPasswordMismatch: 'Ο αριθμός τραπεζιού ή ο κωδικός δεν ταιριάζουν',
    missingFields: 'Λείπουν πεδία',
  },
  validation: {
    enter: 'Συμπληρώστε {{fields}}',
    fields: {
      firstName: '(Όνομα)',
      lastName: '(Επώνυμο)',
      tableNumber: '(Αριθμός τραπεζιού)',
      roomNumber: '(Αριθμός δωματίου)',
      password: '(Κωδικός)',
    },
  },
  tabBar: {
    label: 'Ο λογαριασμός σας',
    table: 'Τραπέζι {{table}}',
    room: 'Δωμάτιο {{room}}',
    password: 'Κωδικός {{password}}',
    share: 'Κοινοποίηση',
    shareTitle: 'Ελάτε στον λογαριασμό μου',
    shareText: 'Ελάτε στον λογαριασμό μου στο {{venue}}',
    linkCopied: 'Ο σύνδεσμος αντιγράφηκε',
    exitTab: 'Έξοδος από λογαριασμό',
    readOnly: 'λειτουργία μόνο ανάγνωσης',
    notAccepting: 'το κατάστημα δεν δέχεται παραγγελίες αυτή τη στιγμή',
    exitConfirm: 'Είστε σίγουροι ότι θέλετε να αποχωρήσετε;',
    exit: 'Έξοδος',
  },
};
