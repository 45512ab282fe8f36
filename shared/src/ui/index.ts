export * from './VenueGate';
