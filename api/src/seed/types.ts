/** Translations of one entity's name and description, per language code. */
export type Translations = Partial<Record<'es' | 'gr' | 'fr', { name?: string; description?: string }>>;

export interface SeedOption {
  name: string;
  cents?: number;
  outOfStock?: boolean;
  preSelected?: boolean;
  tr?: Translations;
}

export interface SeedGroup {
  name: string;
  required: boolean;
  maxSelectable: number;
  outOfStock?: boolean;
  options: SeedOption[];
  tr?: Translations;
}

export interface SeedItem {
  name: string;
  description?: string;
  image?: string | null;
  prices: { description: string; cents: number; tr?: Translations }[];
  tags?: string[];
  outOfStock?: boolean;
  groups?: SeedGroup[];
  tr?: Translations;
}

export interface SeedCategory {
  name: string;
  outOfStock?: boolean;
  items: SeedItem[];
  tr?: Translations;
}

export interface SeedMenu {
  name: string;
  readOnly?: boolean;
  outOfStock?: boolean;
  categories: SeedCategory[];
  tr?: Translations;
}

export interface SeedTag {
  name: string;
  bg: string;
  text: string;
}

export interface SeedVenue {
  uuid: string;
  slug: string;
  name: string;
  description: string;
  logo: string | null;
  coverImage: string | null;
  instagramUrl?: string;
  facebookUrl?: string;
  colour: string | null;
  currency: string;
  type: 1 | 2 | 3 | 4;
  businessAccountType?: 0 | 1 | 2;
  /** Slug of the venue whose site is the business site (may be the venue itself). */
  business?: string;
  acceptCard?: boolean;
  acceptCash?: boolean;
  acceptRoomCharge?: boolean;
  stripeAccountRef?: string;
  acceptOrdersWithoutTab?: boolean;
  isCurrentlyAcceptingOrders?: boolean;
  readOnlyMenu?: boolean;
  readOnlyText?: string;
  informationTextSection?: string;
  showRequestWaiterAction?: boolean;
  showAddToHomeScreenPopUp?: boolean;
  languages: string[];
  displayHotelDetails?: boolean;
  /** Slugs a hotel landing page lists, in order. */
  lists?: string[];
  tables: string[];
  tags?: SeedTag[];
  menus: SeedMenu[];
}

export interface SeedGuest {
  business: string;
  surname: string;
  room: string;
  email: string;
  /** Days from the seeding day to the recorded check-out. */
  staysForDays: number;
}
