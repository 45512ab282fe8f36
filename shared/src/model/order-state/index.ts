import { combine } from 'effector';
import { ORDER_STATE_KEY } from '../../storage/keys';
import { $orderList } from '../cart';
import { $cacheClearCounter, $orderHistory } from '../history';
import { $orderDetail } from '../order';
import { persist, type PersistedOrderState } from '../persistence';

/** Order, cart and history survive reloads (spec §3); the order id is kept under its own key. */
const $persistedOrderState = combine(
  { orderList: $orderList, orderDetail: $orderDetail, orderHistory: $orderHistory, cacheClearCounter: $cacheClearCounter },
  (state): PersistedOrderState => state,
);

persist($persistedOrderState, ORDER_STATE_KEY, (state) => JSON.stringify(state));
