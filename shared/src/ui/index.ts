export * from './VenueGate';
export * from './useGoBack';
export * from './useVenueTables';
export * from './AppProviders';
export * from './RouterBinding';
