// Where an app's dependencies are installed, read from node_modules (some packages, Mantine among
// them, do not export their package.json).
const fs = require('node:fs');
const path = require('node:path');

function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for ${fromDir}`);
  }
}

/** The installed version of a package (or of the package a deep name such as 'react/jsx-runtime' is in). */
function installedVersion(name, fromDir) {
  const base = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  return JSON.parse(fs.readFileSync(path.join(packageDir(base, fromDir), 'package.json'), 'utf8')).version;
}

module.exports = { installedVersion, packageDir };
