// A remote's build leaves the Module Federation runtime core to its host (one runtime per page).
// Run alone, its harness page is the host: this script provides the core before the remote's own
// scripts start, under the global name the remote's build reads it from.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
