export { billPaymentChoices } from './rules';
export type { BillMethod } from './rules';
export { ServiceDialogs } from './ServiceDialogs';
export { useServiceRequests } from './useServiceRequests';
export type { ServiceDialog } from './useServiceRequests';
