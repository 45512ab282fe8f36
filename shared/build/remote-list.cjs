// The one list of the app's remotes is the repo's remotes.json (also the registry the API seeds
// its first start from): each remote's federation name, folder and local origin. Everything that
// needs the list (scripts, lint, e2e, the build, the monolith, the shell's contracts) reads it here.
const fs = require('node:fs');
const path = require('node:path');

const REMOTES_FILE = path.resolve(__dirname, '../../remotes.json');

/** The shell's own app: not a remote, served on the port before theirs. */
const SHELL = { name: 'shell', dir: 'shell', port: 8080 };

/** @returns {{ name: string, dir: string, port: number, entry: string }[]} */
function readRemotes(file = REMOTES_FILE) {
  const { remotes } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Object.entries(remotes).map(([name, { dir, entry }]) => {
    if (typeof dir !== 'string' || typeof entry !== 'string') throw new Error(`${file}: ${name} needs a "dir" and an "entry"`);
    return { name, dir, port: Number(new URL(entry).port), entry };
  });
}

const REMOTES = readRemotes();

/** Every front-end app with the port its build is served from: the shell, then the remotes. */
const APPS = [SHELL, ...REMOTES.map(({ name, dir, port }) => ({ name, dir, port }))];

module.exports = { APPS, REMOTES, REMOTES_FILE, SHELL, readRemotes };
