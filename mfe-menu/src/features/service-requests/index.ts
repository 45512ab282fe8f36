export { ServiceDialogs } from './ServiceDialogs';
export { useServiceRequests } from './useServiceRequests';
export type { ServiceDialog } from './useServiceRequests';
