export { BillDialog } from './BillDialog';
export { CallServerDialog } from './CallServerDialog';
export { billOrderId, billPaymentChoices, serviceRequestError } from './rules';
export type { BillMethod } from './rules';
export { ServerComingDialog } from './ServerComingDialog';
export { TablePickerDialog } from './TablePickerDialog';
export { useServiceRequests } from './useServiceRequests';
export type { ServiceDialog } from './useServiceRequests';
