export { useVenueTables } from './useVenueTables';
export type { VenueTables } from './useVenueTables';
