import type { en } from './en';

/** Greek (the venue key is `gr`): every English key, translated. */
export const gr: typeof en = {
  menu: {
    myOrders: 'Οι παραγγελίες μου',
    getBill: 'Λογαριασμός',
    callServer: 'Κλήση σερβιτόρου',
    checkout: 'Ολοκλήρωση',
    itemCount_one: '{{count}} προϊόν',
    itemCount_other: '{{count}} προϊόντα',
    inOrder: '{{count}} στην παραγγελία',
    outOfStock: 'Εξαντλήθηκε',
    menus: 'Μενού',
    categories: 'Κατηγορίες',
    noImage: 'Χωρίς εικόνα',
    instagram: 'Instagram',
    facebook: 'Facebook',
    addToHomeScreen: 'Προσθέστε αυτό το μενού στην αρχική οθόνη: πατήστε Κοινοποίηση και μετά Προσθήκη στην οθόνη αφετηρίας.',
    backToSite: 'Πίσω στον κεντρικό ιστότοπο',
    unavailable: 'Δεν ήταν δυνατή η φόρτωση του μενού.',
    callServerDialog: {
      title: 'Κλήση σερβιτόρου',
      body: 'Ένας σερβιτόρος θα έρθει στο τραπέζι σας.',
      confirm: 'Κλήση σερβιτόρου',
    },
    serverComing: {
      title: 'Ένας σερβιτόρος έρχεται',
      body: 'Κάποιος θα σας εξυπηρετήσει σε λίγο.',
    },
    tablePicker: {
      title: 'Επιλέξτε το τραπέζι σας',
      placeholder: 'Επιλέξτε αριθμό τραπεζιού',
      continue: 'Συνέχεια',
    },
  },
  search: {
    placeholder: 'Αναζήτηση',
    cancel: 'Ακύρωση',
    noItemsAvailable: 'Δεν υπάρχουν διαθέσιμα προϊόντα',
    noAvailableItems: 'Κανένα διαθέσιμο προϊόν',
    noItemsFound: 'δεν βρέθηκαν προϊόντα',
  },
  item: {
    chooseType: 'Επιλέξτε τύπο',
    required: 'Υποχρεωτικό',
    notMoreThanOne: 'Όχι περισσότερα από 1',
    note: 'Αφήστε μια σημείωση',
    noteLength: '{{count}} από {{max}} χαρακτήρες',
    noteFull: '{{max}} χαρακτήρες: μια σημείωση δεν χωράει περισσότερους',
    add: 'Προσθήκη στην παραγγελία',
    update: 'Ενημέρωση παραγγελίας',
    total: 'Σύνολο',
    outOfStock: 'Εξαντλήθηκε',
    tabNeeded: {
      title: 'Ανοίξτε λογαριασμό για να παραγγείλετε',
      body: 'Ανοίξτε νέο λογαριασμό ή μπείτε σε αυτόν του τραπεζιού σας και μετά προσθέστε τα πιάτα σας.',
    },
    roomNeeded: {
      title: 'Συνδεθείτε με το δωμάτιό σας για να παραγγείλετε',
      body: 'Συμπληρώστε επώνυμο, αριθμό δωματίου και ημερομηνία αναχώρησης και μετά προσθέστε τα πιάτα σας.',
    },
  },
  common: {
    continue: 'Συνέχεια',
    menu: 'Μενού',
    search: 'Αναζήτηση',
    language: 'Γλώσσα',
    quantity: 'Ποσότητα',
    increase: 'Αύξηση ποσότητας',
    decrease: 'Μείωση ποσότητας',
    poweredBy: 'Με την υποστήριξη του {{brand}}',
  },
  errors: {
    onlyFoodMenuTableArea: 'Μπορείτε να παραγγείλετε από το μενού φαγητού μόνο στον χώρο των τραπεζιών.',
    requestAlreadyOpen: 'Υπάρχει ήδη ανοιχτό αίτημα για την παραγγελία σας',
    noItemsAvailable: 'Δεν υπάρχουν διαθέσιμα προϊόντα',
  },
};
