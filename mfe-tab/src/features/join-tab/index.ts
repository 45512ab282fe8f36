export { useJoinTab } from './useJoinTab';
export type { JoinTabRequest } from './model';
