/** English: the spec's own wording of the tab forms (open tab, join tab), which every other language mirrors key for key. */
export const en = {
  openTab: {
    title: 'Open tab',
    table: 'Table number',
    tablePlaceholder: 'Select table number',
    room: 'Room number',
    roomPlaceholder: 'Select room number',
    firstName: 'First Name',
    lastName: 'Last Name',
    submit: 'Open tab',
    cancel: 'Cancel',
  },
  joinTab: {
    title: 'Join tab',
    table: 'Table number',
    tablePlaceholder: 'Select table number',
    room: 'Room number',
    roomPlaceholder: 'Select room number',
    password: 'Password',
    submit: 'Join',
    cancel: 'Cancel',
  },
  errors: {
    unknownTable: "Table {{table}} is not one of this venue's tables. Pick your table.",
    unknownRoom: "Room {{table}} is not one of this venue's rooms. Pick your room.",
    error: 'Error',
    tableOrPasswordMismatch: "Table number or password don't match",
    missingFields: 'Missing fields',
  },
  validation: {
    enter: 'Enter {{fields}}',
    fields: {
      firstName: '(First Name)',
      lastName: '(Last Name)',
      tableNumber: '(Table Number)',
      roomNumber: '(Room Number)',
      password: '(Password)',
    },
  },
  tabBar: {
    label: 'Your tab',
    table: 'Table {{table}}',
    room: 'Room {{room}}',
    password: 'Password {{password}}',
    share: 'Share',
    shareTitle: 'Join my tab',
    shareText: 'Join my tab at {{venue}}',
    linkCopied: 'Link copied',
    exitTab: 'Exit tab',
    readOnly: 'read only mode',
    notAccepting: 'venue currently not accepting orders',
    exitConfirm: 'Are you sure you want to exit',
    exit: 'Exit',
    stillOwes: 'Your table still owes {{amount}}.',
    payBill: 'Pay the bill',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
type PartialShape<T> = { [K in keyof T]?: T[K] extends string ? string : PartialShape<T[K]> };

/** Every language but French must translate every key. */
export type Texts = Shape<typeof en>;
export type PartialTexts = PartialShape<typeof en>;
