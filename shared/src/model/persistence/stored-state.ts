import type { CartOrderItem, Order, PaymentMethod } from '../../entities';
import { ORDER_STATE_KEY, type StorageKey } from '../../storage/keys';
import type { SessionCookie } from '../../storage/cookies';
import { CACHE_CLEAR_START } from '../../rules/history';
import type { OrderScreenState } from '../../rules/order-status';
import { INITIAL_TIP, TIP_PRESETS, type TipState } from '../../rules/tip';

/** The last order the guest submitted, which the order screen follows, and what it last learnt of it. */
export interface PlacedOrder {
  order_uuid: string;
  state: OrderScreenState;
}

/** What the guest chose in the cart for the order being built: it survives leaving the cart. */
export interface CartChoices {
  note: string;
  /** Null until the guest picks: the venue's default applies. */
  paymentMethod: PaymentMethod | null;
  tip: TipState;
}

export const NO_CART_CHOICES: CartChoices = { note: '', paymentMethod: null, tip: INITIAL_TIP };

/**
 * The order state kept under ORDER_STATE_KEY (the spec's fixed persisted-store key); the draft's id
 * itself lives under the spec's `orderId` key.
 */
export interface PersistedOrderState {
  orderList: CartOrderItem[];
  orderDetail: Order | null;
  orderHistory: Order[];
  cacheClearCounter: number;
  placedOrder: PlacedOrder | null;
  cartChoices: CartChoices;
}

/** What start-up reads back from localStorage and cookies. */
export interface StoredState {
  orderId: string | null;
  menuId: number | null;
  tabId: string | null;
  tabLink: string | null;
  tableNumber: string | null;
  tabExpired: boolean;
  sessionId: string | null;
  roomNumber: string | null;
  checkOutDatetime: string | null;
  origin: string | null;
  color: string | null;
  language: string | null;
  order: PersistedOrderState | null;
}

export interface StoredSources {
  read: (key: StorageKey | typeof ORDER_STATE_KEY) => string | null;
  cookie: (name: SessionCookie) => string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const SCREEN_STATES: readonly unknown[] = ['waiting', 'confirmed', 'declined', 'expired'] satisfies OrderScreenState[];

function parsePlacedOrder(value: unknown): PlacedOrder | null {
  if (!isRecord(value) || typeof value.order_uuid !== 'string' || value.order_uuid === '') return null;
  return { order_uuid: value.order_uuid, state: SCREEN_STATES.includes(value.state) ? (value.state as OrderScreenState) : 'waiting' };
}

const TIP_OPTIONS: readonly unknown[] = [...TIP_PRESETS, 'other', 'none'];

function parseTip(value: unknown): TipState {
  if (!isRecord(value) || !TIP_OPTIONS.includes(value.option)) return INITIAL_TIP;
  const { cents } = value;
  return Number.isInteger(cents) && (cents as number) >= 0
    ? { option: value.option as TipState['option'], cents: cents as number }
    : INITIAL_TIP;
}

function parseCartChoices(value: unknown): CartChoices {
  if (!isRecord(value)) return NO_CART_CHOICES;
  return {
    note: typeof value.note === 'string' ? value.note : '',
    paymentMethod: typeof value.paymentMethod === 'string' && value.paymentMethod !== '' ? value.paymentMethod : null,
    tip: parseTip(value.tip),
  };
}

/** Tolerates anything: a corrupt or older value starts the guest afresh rather than crashing the app. */
export function parseOrderState(raw: string | null): PersistedOrderState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  return {
    orderList: Array.isArray(value.orderList) ? (value.orderList as CartOrderItem[]) : [],
    orderDetail: isRecord(value.orderDetail) ? (value.orderDetail as unknown as Order) : null,
    orderHistory: Array.isArray(value.orderHistory) ? (value.orderHistory as Order[]) : [],
    cacheClearCounter: typeof value.cacheClearCounter === 'number' ? value.cacheClearCounter : CACHE_CLEAR_START,
    placedOrder: parsePlacedOrder(value.placedOrder),
    cartChoices: parseCartChoices(value.cartChoices),
  };
}

const nonEmpty = (value: string | null): string | null => (value && value.trim() !== '' ? value : null);

function parseMenuId(raw: string | null): number | null {
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) ? id : null;
}

export function parseStoredState({ read, cookie }: StoredSources): StoredState {
  return {
    orderId: nonEmpty(read('orderId')),
    menuId: parseMenuId(read('menuId')),
    tabId: nonEmpty(read('tabId')),
    tabLink: nonEmpty(read('tabLink')),
    tableNumber: nonEmpty(read('table_number')),
    tabExpired: read('show-tab-expire') === 'true',
    // A hotel guest's session is known by its cookies (set until check-out) as well as by storage.
    sessionId: nonEmpty(read('sessionId')) ?? nonEmpty(cookie('session')),
    roomNumber: nonEmpty(read('room_no')) ?? nonEmpty(cookie('room_number')),
    checkOutDatetime: nonEmpty(read('check_out_datetime')),
    origin: nonEmpty(read('from')),
    color: nonEmpty(read('color')),
    language: nonEmpty(read('language')),
    order: parseOrderState(read(ORDER_STATE_KEY)),
  };
}
