// `npm run docs:readme`: rewrites the marked fact blocks of README.md and the remotes' READMEs from
// their sources (scripts/lib/readme-facts.mjs); scripts/lib/readme-facts.test.mjs fails until it ran.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/apps.mjs';
import { generatedReadmes } from './lib/readme-facts.mjs';

const changed = generatedReadmes().filter(({ current, generated }) => current !== generated);
for (const { file, generated } of changed) fs.writeFileSync(path.join(root, file), generated);
console.log(changed.length ? `Rewrote ${changed.map(({ file }) => file).join(', ')}` : 'The READMEs state their sources already.');
