import {
  request,
  type Bill,
  type BillPaymentRequest,
  type BillPaymentStarted,
  type BillPaymentState,
  type ServiceRequest,
  type ServiceRequestAnswer,
} from '@tabula/shared';

/** Every bill call carries the hotel guest's session too, so a guest whose session opened the tab is a member. */
const billPath = (tabId: string | null) => (tabId ? `/api/tab/${tabId}/bill/` : '/api/bill/');

/** The tab's bill (members only), or at a venue without tabs the guest's own submitted, unpaid orders. */
export const getBill = (tabId: string | null) => request<Bill>({ method: 'GET', path: billPath(tabId), withSession: true });

/** Reserves the amount against the balance the guest was shown; a card payment is confirmed afterwards. */
export const startBillPayment = (tabId: string | null, body: BillPaymentRequest) =>
  request<BillPaymentStarted>({ method: 'POST', path: `${billPath(tabId)}payments/`, body, withSession: true });

/** Gives back what a payment holds (its card confirmation failed, or the guest left it). */
export const releaseBillPayment = (paymentUuid: string) =>
  request<BillPaymentState>({ method: 'POST', path: `/api/bill/payments/${paymentUuid}/release`, withSession: true });

/** Whether a payment went through, for a confirmation that failed or got no answer. */
export const billPaymentState = (paymentUuid: string) =>
  request<BillPaymentState>({ method: 'GET', path: `/api/bill/payments/${paymentUuid}/`, withSession: true });

/** The service request that asks for the bill: request_type 0, always with the method the guest will pay by. */
export type BillAtTableRequest = ServiceRequest & { request_type: 0; payment_method: NonNullable<ServiceRequest['payment_method']> };

/** Asks a server to bring the bill to the table (the spec's request, for the guest's current order). */
export const requestBillAtTable = (orderUuid: string, body: BillAtTableRequest) =>
  request<ServiceRequestAnswer>({
    method: 'POST',
    path: '/api/order/request-service/',
    headers: { order_uuid: orderUuid },
    body,
    withSession: true,
  });
