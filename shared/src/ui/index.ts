export * from './VenueGate';
export * from './useVenueTables';
