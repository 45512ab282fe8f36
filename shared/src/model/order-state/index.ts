import { combine } from 'effector';
import { ORDER_STATE_KEY } from '../../storage/keys';
import { $dishesToReAdd, $orderList } from '../cart';
import { $cacheClearCounter, $orderHistory } from '../history';
import { $carriedFromOrderId, $orderDetail, $placedOrderId } from '../order';
import { persist, type PersistedOrderState } from '../persistence';
import { $keptValues } from '../persistence/kept';

/**
 * Order, cart, history, the placed order's id and the values remotes keep survive reloads; the draft's
 * id has its own key.
 */
const $persistedOrderState = combine(
  {
    orderList: $orderList,
    orderDetail: $orderDetail,
    orderHistory: $orderHistory,
    cacheClearCounter: $cacheClearCounter,
    placedOrderId: $placedOrderId,
    carriedFromOrderId: $carriedFromOrderId,
    kept: $keptValues,
    dishesToReAdd: $dishesToReAdd,
  },
  (state): PersistedOrderState => state,
);

persist($persistedOrderState, ORDER_STATE_KEY, (state) => JSON.stringify(state));
