import { startComposition } from './lib/composition.mjs';

// Serves what is already built, for the e2e suite and for operators who build elsewhere.
await startComposition();
