import { suitesOn } from '@tabula/api/testing/harness';
import { startServer, type PlatformServerOptions } from '../index';

// The venue API's test kit, whose suites here run on servers hosting the platform.
export * from '@tabula/api/testing/harness';
export const { suite, suiteOfTwo } = suitesOn<PlatformServerOptions>(startServer);
