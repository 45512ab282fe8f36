// Writes the table of options in api/README.md from the config schema (src/config.ts), which
// src/config.test.ts checks: `npm run docs:options -w api` after adding or changing an option.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { optionsTable, README_OPTIONS } from '../src/config-docs';

const file = join(import.meta.dirname, '..', 'README.md');
writeFileSync(file, README_OPTIONS.replaceIn(readFileSync(file, 'utf8'), optionsTable()));
