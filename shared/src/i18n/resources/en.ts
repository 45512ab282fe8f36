/** English: the spec's own wording, which every other language mirrors key for key. */
export const en = {
  common: {
    ok: 'OK',
    cancel: 'Cancel',
    retry: 'Retry',
    loading: 'Loading…',
    close: 'Close',
    back: 'Back',
    table: 'Table',
    logo: '{{name}} logo',
  },
  notFound: {
    venue: 'Url Not Found',
  },
  errors: {
    generic: 'Something went wrong',
    network: 'Network error. Check your connection and try again.',
    notAcceptingOrders: 'Venue currently not accepting orders',
    fieldRequired: 'Field is required',
    selectTableNumber: 'Select table number',
    invalidEmail: 'Invalid email',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  },
  tabBar: {
    openTab: 'Open tab',
    joinTab: 'Join tab',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
type PartialShape<T> = { [K in keyof T]?: T[K] extends string ? string : PartialShape<T[K]> };

/** Every language but French must translate every key. */
export type Messages = Shape<typeof en>;
export type PartialMessages = PartialShape<typeof en>;
