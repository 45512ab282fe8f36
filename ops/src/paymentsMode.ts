import type { PaymentsMode } from '@tabula/shared';
import { attach, createStore, sample } from 'effector';
import type { OpsModel } from './model';

export type FetchPaymentsMode = (token: string) => Promise<PaymentsMode | null>;

/** Same-origin, with the ops token; null when it cannot be told (the remotes' list reports the failure). */
export const fetchPaymentsMode: FetchPaymentsMode = async (token) => {
  try {
    const response = await fetch('/api/ops/payments', { headers: { 'x-ops-token': token } });
    return response.ok ? ((await response.json()) as PaymentsMode) : null;
  } catch {
    return null;
  }
};

/** Asked whenever the operator page loads or refreshes its remotes; forgotten with the token. */
export function createPaymentsModeModel(
  ops: Pick<OpsModel, '$token' | 'tokenEntered' | 'refreshed' | 'signedOut'>,
  load = fetchPaymentsMode,
) {
  const loadFx = attach({ source: ops.$token, effect: (token) => load(token ?? '') });
  sample({ clock: [ops.tokenEntered, ops.refreshed], target: loadFx });
  const $mode = createStore<PaymentsMode | null>(null)
    .on(loadFx.doneData, (_, mode) => mode)
    .reset(ops.signedOut);
  return { $mode };
}

export type PaymentsModeModel = ReturnType<typeof createPaymentsModeModel>;
