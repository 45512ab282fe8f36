// How a remote's production build names and loads its chunks, so that a deploy of a changed remote
// leaves the bytes and names of its unchanged chunks as they were (a returning guest's cache keeps
// them, under the URLs all versions share: scripts/lib/versions.mjs). Why:
// docs/decisions/remote-files-content-addressed.md.
const rspack = require('@rspack/core');

// The remote entry, and the harness page's entry: classic scripts (the federation runtime adds the
// entry with a <script>, its harness page loads main.js), so they are minified as scripts.
const CLASSIC = /^(remoteEntry|main)\./;

/**
 * ES-module chunks, loaded with import(): a chunk exports its modules instead of pushing them into
 * a global named after the build (output.uniqueName), so a chunk whose code did not change keeps its
 * bytes when another part of the remote did. Two versions of one remote on one page (a version that
 * threw, then the default the shell falls back to) stay apart: each runtime installs the chunks it
 * imported into its own module table, and a chunk both import is the same file, so the same code.
 * The uniqueName keeps its build id for what still reads it at run time, the entry and the
 * stylesheet loader (a <link> is matched by "<uniqueName>:chunk-<id>", which two versions share).
 * The entry is content-hashed too: it sits with the chunks, which it imports relative to itself.
 */
function remoteChunks(mode) {
  if (mode !== 'production') return { entryFilename: 'remoteEntry.js', output: {}, optimization: {}, cssGenerator: {} };
  return {
    entryFilename: 'remoteEntry.[contenthash:8].js',
    output: { chunkFormat: 'module', chunkLoading: 'import' },
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({ include: CLASSIC }),
        new rspack.SwcJsMinimizerRspackPlugin({ exclude: CLASSIC, minimizerOptions: { module: true } }),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
    },
  };
}

/**
 * CSS module class names from the module's id (its path) and the class, with the remote's name in
 * front: the default hashes in the uniqueName, so every class (and every stylesheet and script that
 * names one) would change with any change to the remote. Other remotes' modules may have the same
 * ids, not the same prefix.
 */
function remoteCssIdents(name, mode) {
  if (mode !== 'production') return {};
  return { 'css/auto': { localIdentName: `${name.replace(/^mfe_/, '')}[id]_[local]` } };
}

module.exports = { remoteChunks, remoteCssIdents };
