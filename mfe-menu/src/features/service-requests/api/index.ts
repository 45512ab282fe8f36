export { requestService } from './requestService';
export type { ServiceRequest, ServiceRequestResponse } from './requestService';
