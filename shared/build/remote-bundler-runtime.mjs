// A remote's federation glue imports its bundler runtime from this module instead of bundling one
// (see bundler-runtime-host.mjs): the host's functions, with this build's own runtime API (its
// federation instance is looked up by this build's name) and share scope object.
// Only the two functions the bundler runtime calls: the namespace would keep every wrapper and
// the runtime's error texts in each remote entry, though the host's runtime core does the work.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

const host = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!host) throw new Error('No Module Federation bundler runtime on this page: a remote runs under the shell or its harness page');

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {} },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
