// The lint config is the only thing that keeps remotes deployable alone, so these cases pin its
// boundaries: each lints a one-line import from a file inside a small copy of the repo's layout.
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const config = join(dirname(fileURLToPath(import.meta.url)), '..', 'eslint.config.mjs');
const BOUNDARY_RULES = new Set(['boundaries/dependencies', 'no-restricted-imports', 'import-x/no-cycle', 'import-x/no-duplicates']);

// Boundaries are judged on the file an import resolves to, so the targets exist on disk.
const layout = [
  'shared/src/index.ts',
  'shell/src/index.ts',
  'ops/src/index.ts',
  'mfe-menu/src/index.ts',
  'mfe-menu/src/features/search/index.ts',
  'mfe-menu/src/features/search/rules.ts',
  'mfe-menu/src/features/customise/index.ts',
  'mfe-menu/src/features/customise/rules.ts',
  'mfe-menu/src/pages/Menu/MenuPage.tsx',
  'mfe-tab/src/index.ts',
  'mfe-tab/src/features/tab-form/rules.ts',
  // The API's two parts (scripts/lib/api-parts.mjs), their interface and their common ground.
  'api/src/venue-events.ts',
  'api/src/routes/checkout.ts',
  'api/src/domain/venues.ts',
  'api/src/rules/status.ts',
  'platform/src/domain/experiments.ts',
  'platform/src/page/served-remotes.ts',
  'platform/src/index.ts',
  'api/src/db/database.ts',
  'api/src/http/guest-id.ts',
  'api/src/index.ts',
];

// Two modules of a feature that import each other: a cycle whichever of them is linted.
const cycle = {
  'mfe-menu/src/features/search/query.ts': "import { ranked } from './ranking';\nexport const query = () => ranked;\n",
  'mfe-menu/src/features/search/ranking.ts': "import { query } from './query';\nexport const ranked = () => query;\n",
};

let root;
let eslint;

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'tabula-lint-'));
  for (const file of layout) {
    await mkdir(join(root, dirname(file)), { recursive: true });
    await writeFile(join(root, file), 'export const value = 1;\n');
  }
  for (const [file, text] of Object.entries(cycle)) await writeFile(join(root, file), text);
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: config,
    // Only the import rules: the type-aware rules would need a TypeScript project around the snippet.
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      settings: { 'boundaries/root-path': root },
    },
    ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
  });
});

after(() => rm(root, { recursive: true, force: true }));

/** The boundary messages for `import { value } from '<source>'` written in `file`. */
async function problems(file, source) {
  const [result] = await eslint.lintText(`import { value } from '${source}';\nexport const copy = value;\n`, {
    filePath: join(root, file),
  });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint boundaries refuse', () => {
  const refused = [
    [
      'a remote importing another remote by package',
      'mfe-menu/src/pages/Menu/MenuPage.tsx',
      '@tabula/mfe-tab',
      /mfe-menu may not import another remote/,
    ],
    [
      'a remote importing another remote by path',
      'mfe-menu/src/features/search/rules.ts',
      '../../../../mfe-tab/src/features/tab-form/rules',
      /mfe-menu may not import another remote/,
    ],
    [
      'a remote importing the shell',
      'mfe-menu/src/index.ts',
      '../../shell/src/index',
      /mfe-menu may not import another remote or the shell/,
    ],
    [
      'a remote importing the shell by package',
      'mfe-menu/src/index.ts',
      '@tabula/shell',
      /mfe-menu may not import another remote or the shell/,
    ],
    ['the kernel importing an app by path', 'shared/src/index.ts', '../../mfe-menu/src/index', /shared\/ may not import an app/],
    ['the kernel importing an app by package', 'shared/src/index.ts', '@tabula/shell', /shared\/ may not import an app/],
    ['the shell importing a remote by path', 'shell/src/index.ts', '../../mfe-tab/src/index', /The shell may not import a remote's source/],
    [
      'the shell importing a remote by package',
      'shell/src/index.ts',
      '@tabula/mfe-menu/src/index',
      /The shell may not import a remote's source/,
    ],
    [
      'the operator app importing the shell by path',
      'ops/src/index.ts',
      '../../shell/src/index',
      /operator's app \(ops\/\) may not import the shell/,
    ],
    [
      'the operator app importing the shell by package',
      'ops/src/index.ts',
      '@tabula/shell',
      /operator's app \(ops\/\) may not import the shell/,
    ],
    [
      'the operator app importing a remote by path',
      'ops/src/index.ts',
      '../../mfe-menu/src/features/search/rules',
      /operator's app \(ops\/\) may not import the shell or a remote/,
    ],
    ['the operator app importing a remote by package', 'ops/src/index.ts', '@tabula/mfe-tab', /operator's app \(ops\/\) may not import/],
    ['the shell importing the operator app by path', 'shell/src/index.ts', '../../ops/src/index', /may not import the operator's app/],
    ['the shell importing the operator app by package', 'shell/src/index.ts', '@tabula/ops', /may not import the operator's app/],
    ['a remote importing the operator app by path', 'mfe-menu/src/index.ts', '../../ops/src/index', /may not import the operator's app/],
    [
      'a remote importing the operator app by package',
      'mfe-tab/src/index.ts',
      '@tabula/ops/src/index',
      /may not import the operator's app/,
    ],
    ['the kernel importing the operator app by path', 'shared/src/index.ts', '../../ops/src/index', /shared\/ may not import an app/],
    ['the kernel importing the operator app by package', 'shared/src/index.ts', '@tabula/ops', /shared\/ may not import an app/],
    [
      'a feature importing another feature internal file',
      'mfe-menu/src/features/search/rules.ts',
      '../customise/rules',
      /only through its index\.ts/,
    ],
    [
      'a page importing a feature internal file',
      'mfe-menu/src/pages/Menu/MenuPage.tsx',
      '../../features/customise/rules',
      /only through its index\.ts/,
    ],
    [
      'a venue route importing the platform’s experiments',
      'api/src/routes/checkout.ts',
      '../../../platform/src/domain/experiments',
      /api\/ may not import the platform/,
    ],
    [
      'the venue API importing the platform’s page',
      'api/src/domain/venues.ts',
      '../../../platform/src/page/served-remotes',
      /api\/ may not import the platform/,
    ],
    [
      'the venue API’s server importing the platform by path',
      'api/src/index.ts',
      '../../platform/src/index',
      /api\/ may not import the platform/,
    ],
    ['the venue API’s server importing the platform by name', 'api/src/index.ts', '@tabula/platform', /api\/ may not import the platform/],
    [
      'the platform importing the venue API’s domain',
      'platform/src/page/served-remotes.ts',
      '../../../api/src/domain/venues',
      /platform may not import the venue API's insides/,
    ],
    [
      'the platform importing a venue rule',
      'platform/src/domain/experiments.ts',
      '../../../api/src/rules/status',
      /platform may not import the venue API's insides/,
    ],
  ];
  for (const [name, file, source, expected] of refused) {
    it(name, async () => {
      const found = await problems(file, source);
      assert.ok(
        found.some((message) => expected.test(message)),
        `expected ${expected} for ${source} in ${file}, got ${JSON.stringify(found)}`,
      );
    });
  }
});

describe('lint boundaries allow', () => {
  const allowed = [
    ['a feature importing another feature through its index', 'mfe-menu/src/features/search/rules.ts', '../customise'],
    ['a feature importing another feature index file by name', 'mfe-menu/src/features/search/rules.ts', '../customise/index'],
    ['a feature importing its own files', 'mfe-menu/src/features/search/index.ts', './rules'],
    ['a page importing a feature through its index', 'mfe-menu/src/pages/Menu/MenuPage.tsx', '../../features/customise'],
    ['a remote importing the kernel', 'mfe-menu/src/features/search/rules.ts', '@tabula/shared'],
    ['the shell importing the kernel', 'shell/src/index.ts', '@tabula/shared'],
    ['the operator app importing the kernel', 'ops/src/index.ts', '@tabula/shared'],
    ['a venue route importing the venue events interface', 'api/src/routes/checkout.ts', '../venue-events'],
    ['the platform importing the venue events interface', 'platform/src/page/served-remotes.ts', '../../../api/src/venue-events'],
    ['the interface importing the venue API it publishes', 'api/src/venue-events.ts', './domain/venues'],
    ['the venue API importing the common ground', 'api/src/routes/checkout.ts', '../db/database'],
    ['the platform importing the server api/ offers', 'platform/src/domain/experiments.ts', '../../../api/src/http/guest-id'],
    ['the platform’s entry hosting itself on the venue API’s server', 'platform/src/index.ts', '../../api/src/index'],
    ['the venue API importing its own modules', 'api/src/routes/checkout.ts', '../domain/venues'],
  ];
  for (const [name, file, source] of allowed) {
    it(name, async () => {
      assert.deepEqual(await problems(file, source), []);
    });
  }
});

describe('lint refuses tangled imports', () => {
  it('two modules importing each other (import-x/no-cycle)', async () => {
    const file = 'mfe-menu/src/features/search/query.ts';
    const [result] = await eslint.lintText(cycle[file], { filePath: join(root, file) });
    assert.deepEqual(
      result.messages.map((message) => message.ruleId),
      ['import-x/no-cycle'],
    );
  });

  it('one module imported twice (import-x/no-duplicates)', async () => {
    const text =
      "import { value } from '../customise';\nimport { value as again } from '../customise';\nexport const both = [value, again];\n";
    const [result] = await eslint.lintText(text, { filePath: join(root, 'mfe-menu/src/features/search/rules.ts') });
    assert.deepEqual(
      result.messages.map((message) => message.ruleId),
      ['import-x/no-duplicates', 'import-x/no-duplicates'],
    );
  });
});
