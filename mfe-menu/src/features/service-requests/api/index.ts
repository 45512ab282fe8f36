export { requestService } from './requestService';
export type { ServiceRequest } from './requestService';
