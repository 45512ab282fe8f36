// A remote's build leaves the Module Federation runtime core and bundler runtime to its host (one
// runtime per page). Run alone, its harness page is the host: this script provides both before the
// remote's own scripts start, under the global names the remote's build reads them from.
import * as runtimeCore from '@module-federation/runtime-core';
import { provideBundlerRuntime } from '../build/bundler-runtime-host.mjs';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
provideBundlerRuntime();
