import type { Texts } from './en';

/** Greek texts of the hotel remote's screens (landing, hotel page, guest login, e-mail confirmation, enter table). */
export const gr: Texts = {
  landing: {
    linkFailed: 'Αυτός ο σύνδεσμος δεν λειτούργησε. Ανοίξτε νέο λογαριασμό ή μπείτε σε έναν υπάρχοντα.',
    welcome: 'καλώς ήρθατε',
    subtitle: 'συνδεθείτε σε υπάρχοντα λογαριασμό ή ανοίξτε νέο',
    cardHint: 'Μπορείτε επίσης να παραγγείλετε και να πληρώσετε τώρα με κάρτα.',
    openTab: 'Άνοιγμα νέου λογαριασμού',
    joinTab: 'Σύνδεση σε λογαριασμό',
    orderAndPay: 'Παραγγελία και πληρωμή τώρα',
    tableLabel: 'Αριθμός τραπεζιού',
    tablePlaceholder: 'Επιλέξτε αριθμό τραπεζιού',
    viewAndOrder: 'Δείτε το μενού και παραγγείλετε',
    justView: 'Μόνο προβολή μενού',
  },
  hotel: {
    venues: 'Τα καταστήματά μας',
    openVenue: 'Άνοιγμα {{name}}',
  },
  login: {
    title: 'Επισκέπτης ξενοδοχείου',
    subtitle: 'Συμπληρώστε τα στοιχεία της διαμονής σας για να παραγγείλετε στο δωμάτιο.',
    surname: 'Επώνυμο',
    roomNumber: 'Αριθμός δωματίου',
    checkoutDate: 'Ημερομηνία αναχώρησης',
    continue: 'Συνέχεια',
    notStaying: 'Δεν διαμένω στο ξενοδοχείο',
    emailLink: 'Λάβετε τον σύνδεσμο της συνεδρίας σας με email',
    emailTitle: 'Συμπληρώστε το email που δώσατε κατά το check-in',
    email: 'Email',
    sendEmail: 'Αποστολή email',
    calendar: {
      previousMonth: 'Προηγούμενος μήνας',
      nextMonth: 'Επόμενος μήνας',
      previousYear: 'Προηγούμενο έτος',
      nextYear: 'Επόμενο έτος',
      previousDecade: 'Προηγούμενη δεκαετία',
      nextDecade: 'Επόμενη δεκαετία',
    },
  },
  emailConfirmation: {
    sent: 'Σας στείλαμε ένα email με τον σύνδεσμο της συνεδρίας σας',
    inbox: 'Μετάβαση στα εισερχόμενα',
    sendAgain: 'Αποστολή ξανά',
  },
  enterTable: {
    title: 'Συμπληρώστε τον αριθμό τραπεζιού σας',
    placeholder: 'Επιλέξτε αριθμό τραπεζιού',
    submit: 'Δείτε το μενού και παραγγείλετε',
    notFoundHint:
      'Ο κωδικός στο τραπέζι σας δεν αντιστοιχεί σε κανένα κατάστημα. Ρωτήστε το προσωπικό ή ξεκινήστε από τη σελίδα του καταστήματος.',
    home: 'Μετάβαση στην αρχική σελίδα',
  },
  errors: {
    stayNotFound: 'Δεν βρέθηκε διαμονή με αυτά τα στοιχεία. Ελέγξτε το επώνυμο, τον αριθμό δωματίου και την ημερομηνία αναχώρησης.',
    loginFailed: 'Κάτι πήγε στραβά!',
    emailSent: 'Το email στάλθηκε με επιτυχία',
    tryAgain: 'Κάτι πήγε στραβά. Δοκιμάστε ξανά',
  },
};
