import type { CartOrderItem, Order } from '../../entities';
import { ORDER_STATE_KEY, type StorageKey } from '../../storage/keys';
import type { SessionCookie } from '../../storage/cookies';
import { CACHE_CLEAR_START } from '../../rules/history';

/**
 * The order state kept under ORDER_STATE_KEY (the spec's fixed persisted-store key); the draft's id
 * itself lives under the spec's `orderId` key.
 */
export interface PersistedOrderState {
  orderList: CartOrderItem[];
  orderDetail: Order | null;
  orderHistory: Order[];
  cacheClearCounter: number;
  placedOrderId: string | null;
  /** The draft whose dishes (and the guest's choices for it) the current order carried on. */
  carriedFromOrderId: string | null;
  /** The values remotes keep in the session, by name (see keepInSession). */
  kept: Record<string, unknown>;
  /** The order whose tab expired with dishes in it, which the guest's next order gets copies of. */
  dishesToReAdd: { orderId: string; quantity: number } | null;
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

/** A stored string with something in it; blank or missing values count as none. */
const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Tolerates anything: a corrupt or older value starts the guest afresh rather than crashing the app. A
 * state stored before kernel 3 kept the whole placed order (`placedOrder`); its id is what the order
 * screen follows, so a guest mid-order across the release still sees their order.
 */
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
    placedOrderId: nonEmpty(value.placedOrderId) ?? (isRecord(value.placedOrder) ? nonEmpty(value.placedOrder.order_uuid) : null),
    carriedFromOrderId: nonEmpty(value.carriedFromOrderId),
    kept: isRecord(value.kept) ? value.kept : {},
    dishesToReAdd: parseDishesToReAdd(value.dishesToReAdd),
  };
}

function parseDishesToReAdd(value: unknown): PersistedOrderState['dishesToReAdd'] {
  if (!isRecord(value)) return null;
  const orderId = nonEmpty(value.orderId);
  const quantity = typeof value.quantity === 'number' && Number.isInteger(value.quantity) && value.quantity > 0 ? value.quantity : null;
  return orderId && quantity ? { orderId, quantity } : null;
}

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
