export { useJoinTab } from './useJoinTab';
export type { JoinTabRequest } from './model';
export { joinTab } from './api/tab';
