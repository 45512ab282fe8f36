export * from './VenueGate';
export * from './useVenueTables';
export * from './AppProviders';
