export { useOpenTab } from './useOpenTab';
export type { OpenTabRequest } from './model';
