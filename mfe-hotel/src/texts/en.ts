/** English: the spec's own wording of the hotel remote's screens (landing, hotel page, guest login, e-mail confirmation, enter table), which every other language mirrors key for key. */
export const en = {
  landing: {
    linkFailed: 'This link did not work. Open a new tab or join one.',
    welcome: 'welcome',
    subtitle: 'join an existing tab or open a new one',
    cardHint: 'You can also order and pay now by card.',
    openTab: 'Open new tab',
    joinTab: 'Join tab',
    orderAndPay: 'Order and pay now',
    tableLabel: 'Table number',
    tablePlaceholder: 'Select table number',
    viewAndOrder: 'View menu and order',
    justView: 'Just view menu',
  },
  hotel: {
    venues: 'Our venues',
    openVenue: 'Open {{name}}',
  },
  login: {
    title: 'Hotel guest',
    subtitle: 'Enter your stay details to order to your room.',
    surname: 'Surname',
    roomNumber: 'Room number',
    checkoutDate: 'Check-out date',
    continue: 'Continue',
    notStaying: 'Not staying at the hotel',
    emailLink: 'Get your session link by email',
    emailTitle: 'Enter email used during check-in',
    email: 'Email',
    sendEmail: 'Send Email',
    calendar: {
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      previousYear: 'Previous year',
      nextYear: 'Next year',
      previousDecade: 'Previous decade',
      nextDecade: 'Next decade',
    },
  },
  emailConfirmation: {
    sent: 'We have sent you an email with your session link',
    inbox: 'Go to your inbox',
    sendAgain: 'Send again',
  },
  enterTable: {
    title: 'Enter your table number',
    placeholder: 'Select table number',
    submit: 'View menu and order',
    notFoundHint: 'The code on your table names no venue here. Ask a server, or start from the venue page.',
    home: 'Go to the start page',
  },
  errors: {
    stayNotFound: 'We could not find a stay with these details. Check your surname, room number and check-out date.',
    loginFailed: 'something went wrong!',
    emailSent: 'Email sent Successfully',
    tryAgain: 'Something went wrong. Try Again',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
type PartialShape<T> = { [K in keyof T]?: T[K] extends string ? string : PartialShape<T[K]> };

/** Every language but French must translate every key. */
export type Texts = Shape<typeof en>;
export type PartialTexts = PartialShape<typeof en>;
