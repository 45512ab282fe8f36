import { createEffect, createStore } from 'effector';
import { unwrap } from '@tabula/shared';
import type { PaymentConfig, ApiRequestError } from '@tabula/shared';
import { paymentConfig } from './api/paymentConfig';

/** Asks the API which card provider runs: its simulator (the test-mode form) or Stripe, with the key. */
export const loadPaymentConfigFx = createEffect<void, PaymentConfig, ApiRequestError>(async () => unwrap(await paymentConfig()));

export type PaymentConfigState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; config: PaymentConfig };

export const $paymentConfig = createStore<PaymentConfigState>({ state: 'loading' })
  .on(loadPaymentConfigFx, (current) => (current.state === 'ready' ? current : { state: 'loading' }))
  .on(loadPaymentConfigFx.doneData, (_, config) => ({ state: 'ready', config }))
  .on(loadPaymentConfigFx.fail, (current) => (current.state === 'ready' ? current : { state: 'failed' }));
