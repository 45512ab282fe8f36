import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { remotes, root } from './apps.mjs';
import { buildHashOf } from './build-apps.mjs';
import { manifestNamingSharedFiles, placeSharedFiles, readManifest, sharesFiles, writeManifest } from './shared-files.mjs';

/** Where a remote's versions live; its origin serves each at /<version>/, the files they share at /_files/, and nothing else. */
export const deploymentsOf = (app) => path.join(root, 'deployments', app.name);

/**
 * Copies a finished build to deployments/<remote>/<folder>/ under a temporary name first, then
 * renames it, so the origin never serves half a version; an existing version is never replaced.
 * The build's content-hashed files go to the folder all versions share (shared-files.mjs), each
 * written once, and the version's manifest names them there: the version folder keeps what is its
 * own (manifest, harness page, first paints). Returns false when that version exists already.
 */
export function placeVersion(build, versions, folder) {
  const target = path.join(versions, folder);
  if (fs.existsSync(target)) return false;
  fs.mkdirSync(versions, { recursive: true });
  const manifest = readManifest(build);
  const shares = sharesFiles(manifest);
  const moved = shares ? placeSharedFiles(build, versions) : new Set();
  // A dot folder: the origin serves no dot files, so a half-copied version is never reachable.
  const partial = path.join(versions, `.partial-${folder}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  fs.cpSync(build, partial, { recursive: true, filter: (file) => path.dirname(file) !== build || !moved.has(path.basename(file)) });
  try {
    if (shares && manifest.metaData.publicPath === 'auto') writeManifest(partial, manifestNamingSharedFiles(manifest, moved));
    fs.renameSync(partial, target);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    // Another process placed the same version meanwhile: its files are this build's (same inputs).
    if (err.code === 'ENOTEMPTY' || err.code === 'EEXIST') return false;
    throw err;
  }
  return true;
}

/**
 * The version folder each remote's current build (dist/) is copied to for the registry's first
 * start: `initial-<input hash>`, so a later build gets a folder of its own and no version's files
 * ever change. Rebuilding dist/ changes nothing any guest is served.
 */
export function copyInitialBuilds() {
  const folders = {};
  for (const app of remotes) {
    const dist = path.join(root, app.dir, 'dist');
    let hash;
    try {
      hash = buildHashOf(dist);
    } catch {
      throw new Error(`${app.dir} has no production build in ${dist}: run npm run build first`);
    }
    const folder = `initial-${hash.trim().slice(0, 12)}`;
    placeVersion(dist, deploymentsOf(app), folder);
    folders[app.name] = folder;
  }
  return folders;
}

/**
 * The registry file the API seeds its database from on its first start: `source` with each entry
 * that names a local remote origin's own build (http://localhost:<port>/mf-manifest.json, as
 * remotes.json does) pointed at that build's copied version. Other entries (a CDN) stay as they are.
 */
export function writeSeedRegistry(source, target, folders) {
  const registry = JSON.parse(fs.readFileSync(source, 'utf8'));
  for (const app of remotes) {
    const remote = registry.remotes?.[app.name];
    const local = new Set([`http://localhost:${app.port}/mf-manifest.json`, `http://127.0.0.1:${app.port}/mf-manifest.json`]);
    if (remote && local.has(remote.entry) && folders[app.name]) {
      remote.entry = `http://localhost:${app.port}/${folders[app.name]}/mf-manifest.json`;
    }
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${JSON.stringify(registry, null, 2)}\n`);
  return target;
}
