// Where the host leaves the bundler runtime for its remotes (bundler-runtime-host.mjs).
export const BUNDLER_RUNTIME_GLOBAL = '_TABULA_FEDERATION_BUNDLER_RUNTIME';
