import { combine } from 'effector';
import { ORDER_STATE_KEY } from '../../storage/keys';
import { $cartChoices, $orderList } from '../cart';
import { $cacheClearCounter, $orderHistory } from '../history';
import { $orderDetail, $placedOrder } from '../order';
import { persist, type PersistedOrderState } from '../persistence';

/**
 * Order, cart and history survive reloads (spec §3), with the placed order the order screen follows
 * and the cart's choices; the draft's id is kept under its own key.
 */
const $persistedOrderState = combine(
  {
    orderList: $orderList,
    orderDetail: $orderDetail,
    orderHistory: $orderHistory,
    cacheClearCounter: $cacheClearCounter,
    placedOrder: $placedOrder,
    cartChoices: $cartChoices,
  },
  (state): PersistedOrderState => state,
);

persist($persistedOrderState, ORDER_STATE_KEY, (state) => JSON.stringify(state));
