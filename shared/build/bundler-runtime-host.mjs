// One Module Federation bundler runtime per page, as there is one runtime core (externalRuntime):
// the functions a build's federation glue calls to load shared modules and start a container
// (consumes, initializeSharing, initContainerEntry...). They take the calling build's
// __webpack_require__ as an argument, so the remotes a page loads can run the host's. The host
// provides them under a global name; remote-bundler-runtime.mjs takes them.
import federation from '@module-federation/webpack-bundler-runtime';
// The host exposes nothing, so its own bundler runtime leaves this out; the remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

export function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] = {
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
}

/** The host's runtime plugin: provides the bundler runtime before the host loads any remote. */
export default function bundlerRuntimeHostPlugin() {
  return {
    name: 'tabula-bundler-runtime-host',
    beforeInit(args) {
      provideBundlerRuntime();
      return args;
    },
  };
}
