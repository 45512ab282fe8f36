export { VenueGate } from './VenueGate';
export type { VenueGateProps } from './VenueGate';
