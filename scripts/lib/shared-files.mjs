import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Where a remote's content-hashed files live, shared by all its versions: deployments/<remote>/_files/,
 * served at /_files/ beside /<version>/ (a version label starts with a letter or digit, so none is
 * named so). A file there is named by its content, so it is written once and never changes; a new
 * version whose chunk did not change names the same URL, which a returning guest has cached.
 */
export const SHARED_FILES = '_files';

// Build tools put a content hash in file names (main.3f9a1c2b.js, 845b212ea653b304.woff2).
const HASHED = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;
const TWIN = /\.(br|gz)$/;

/** Whether a file's name carries its content hash (its pre-compressed .br/.gz twin counts as the file). */
export const isHashedName = (file) => HASHED.test(path.basename(file).replace(TWIN, ''));

const MANIFEST = 'mf-manifest.json';

/** A build's manifest, or null for a build without one. */
export function readManifest(build) {
  const file = path.join(build, MANIFEST);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * Whether a build's hashed files can move to the shared folder: its remote entry is content-hashed
 * too (it imports the chunks relative to itself, so it must sit with them), and its manifest names
 * files beside itself ('auto', rewritten by placeSharedFiles) or in the shared folder (a deploy to a
 * known address builds with <public url>/_files/). A build of an older layout stays whole in its folder.
 */
export function sharesFiles(manifest) {
  const metaData = manifest?.metaData;
  const entry = metaData?.remoteEntry;
  const publicPath = metaData?.publicPath;
  return (
    typeof entry?.name === 'string' &&
    !entry.path &&
    isHashedName(entry.name) &&
    (publicPath === 'auto' || (typeof publicPath === 'string' && publicPath.endsWith(`/${SHARED_FILES}/`)))
  );
}

const decompressed = (file, bytes) => (file.endsWith('.br') ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes));

/**
 * Writes `bytes` as `target` unless it exists: exclusively (a hard link of a finished temporary
 * file, which fails if another deploy got there first), so no one is ever served half a file. An
 * existing file must hold the same content (a twin: the same content once decompressed, as another
 * compressor version may squeeze it differently); otherwise the deploy stops before its version is placed.
 */
function writeOnce(target, bytes, plain) {
  const partial = path.join(
    path.dirname(target),
    `.partial-${path.basename(target)}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  );
  fs.writeFileSync(partial, bytes, { flag: 'wx' });
  let written = false;
  try {
    fs.linkSync(partial, target);
    written = true;
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(partial, { force: true });
  }
  if (written) return;
  const existing = fs.readFileSync(target);
  const same = TWIN.test(target) ? decompressed(target, existing).equals(plain) : existing.equals(bytes);
  if (!same) {
    throw new Error(
      `${target} exists with other content: a shared file never changes (its name is its content's hash); the deploy stops here`,
    );
  }
}

/**
 * Copies a build's hashed files (its top folder: chunks, stylesheets, fonts, the remote entry, and
 * their twins) into `<versions>/_files/`, each written once. Returns their names, which the version's
 * own folder then leaves out.
 */
export function placeSharedFiles(build, versions) {
  const shared = path.join(versions, SHARED_FILES);
  const names = fs
    .readdirSync(build, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isHashedName(entry.name))
    .map((entry) => entry.name);
  if (names.length === 0) return new Set();
  fs.mkdirSync(shared, { recursive: true });
  // The files first, their twins after: a twin is checked against its file's content.
  for (const name of [...names].sort((a, b) => Number(TWIN.test(a)) - Number(TWIN.test(b)))) {
    const plain = fs.readFileSync(path.join(build, name.replace(TWIN, '')));
    writeOnce(path.join(shared, name), fs.readFileSync(path.join(build, name)), plain);
  }
  return new Set(names);
}

/** A manifest whose files sat beside it ('auto'), naming them in the shared folder instead. */
export function manifestNamingSharedFiles(manifest, moved) {
  const inShared = (file) => (moved.has(file) ? `../${SHARED_FILES}/${file}` : file);
  // Files are named in arrays (assets.js.sync, ...); ids and names are never a hashed file's name.
  const walk = (value) => {
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? inShared(item) : walk(item)));
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
  };
  const named = walk(manifest);
  if (moved.has(manifest.metaData.remoteEntry.name)) named.metaData.remoteEntry.path = `../${SHARED_FILES}`;
  return named;
}

/** Writes a version's manifest with its pre-compressed twins, which the origin prefers to it. */
export function writeManifest(dir, manifest) {
  const text = Buffer.from(JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, MANIFEST), text);
  fs.writeFileSync(path.join(dir, `${MANIFEST}.gz`), zlib.gzipSync(text, { level: 9 }));
  fs.writeFileSync(
    path.join(dir, `${MANIFEST}.br`),
    zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
  );
}
