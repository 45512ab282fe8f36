// Writes the table of options in api/README.md from the config schema (src/config.ts), which
// src/config.test.ts checks: `npm run docs:options -w api` after adding or changing an option.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CODE_ONLY, OPTIONS } from '../src/config';
import { optionsTable, README_OPTIONS } from '../src/options';

const file = join(import.meta.dirname, '..', 'README.md');
writeFileSync(file, README_OPTIONS.replaceIn(readFileSync(file, 'utf8'), optionsTable(OPTIONS, CODE_ONLY)));
