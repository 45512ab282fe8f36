import type { Texts } from './en';

/** Greek texts of the tab forms (open tab, join tab). */
export const gr: Texts = {
  openTab: {
    title: 'Άνοιγμα λογαριασμού',
    table: 'Αριθμός τραπεζιού',
    tablePlaceholder: 'Επιλέξτε αριθμό τραπεζιού',
    firstName: 'Όνομα',
    lastName: 'Επώνυμο',
    submit: 'Άνοιγμα λογαριασμού',
    cancel: 'Ακύρωση',
  },
  joinTab: {
    title: 'Σύνδεση σε λογαριασμό',
    table: 'Αριθμός τραπεζιού',
    tablePlaceholder: 'Επιλέξτε αριθμό τραπεζιού',
    password: 'Κωδικός',
    submit: 'Σύνδεση',
    cancel: 'Ακύρωση',
  },
};
