// Writes the table of options in platform/README.md from its config schema (src/config.ts), which
// src/config.test.ts checks: `npm run docs:options -w platform` after adding or changing an option.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { optionsTable, README_OPTIONS } from '@tabula/api/options';
import { PLATFORM_OPTIONS } from '../src/config';

const file = join(import.meta.dirname, '..', 'README.md');
writeFileSync(file, README_OPTIONS.replaceIn(readFileSync(file, 'utf8'), optionsTable(PLATFORM_OPTIONS)));
