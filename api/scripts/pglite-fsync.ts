// npm run measure:pglite-fsync -w api
// Can PGlite make a commit survive a power loss? For PGlite as started by default (-F: fsync off) and
// with fsync on (its start parameters without -F), it times 300 one-row commits to a file-backed
// database and counts the fsync/fdatasync system calls the process makes (under strace, when installed).
// Results and the decision they led to: docs/decisions/pglite-durability.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const COMMITS = 300;
// PGlite's own default start parameters (pglite's defaultStartParams), of which -F turns fsync off.
const DEFAULTS = [
  '--single',
  '-F',
  '-O',
  '-j',
  ...['search_path=public', 'exit_on_error=false', 'log_checkpoints=false', 'max_worker_processes=0', 'max_parallel_workers=0']
    .concat(['max_parallel_workers_per_gather=0', 'io_method=sync', 'max_parallel_maintenance_workers=0'])
    .flatMap((setting) => ['-c', setting]),
];
const FSYNC_ON = [...DEFAULTS.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'synchronous_commit=on'];

async function child(mode: 'off' | 'on') {
  const dir = mkdtempSync(join(tmpdir(), `pglite-fsync-${mode}-`));
  try {
    const db = new PGlite(dir, mode === 'on' ? ({ startParams: FSYNC_ON } as object) : {});
    await db.waitReady;
    const [setting] = (await db.query<{ fsync: string }>('SHOW fsync')).rows;
    await db.exec('CREATE TABLE t (id serial PRIMARY KEY, v text)');
    const started = process.hrtime.bigint();
    for (let i = 0; i < COMMITS; i++) await db.query('INSERT INTO t (v) VALUES ($1)', [`row ${i}`]);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    await db.close();
    console.log(JSON.stringify({ mode, fsyncSetting: setting?.fsync, msPerCommit: +(ms / COMMITS).toFixed(3) }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measure(mode: 'off' | 'on') {
  const self = fileURLToPath(import.meta.url);
  const node = [process.execPath, '--import', 'tsx', self, '--child', mode];
  const traced = spawnSync('strace', ['-f', '-c', '-e', 'trace=fsync,fdatasync,sync_file_range,syncfs', ...node], { encoding: 'utf8' });
  const run = traced.error ? spawnSync(node[0] as string, node.slice(1), { encoding: 'utf8' }) : traced;
  const result = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
  const calls = traced.error
    ? 'strace not installed'
    : (run.stderr.match(/^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?total$/m)?.[1] ?? '0');
  return { ...result, syncSystemCalls: calls };
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] === 'on' ? 'on' : 'off');
} else {
  console.table([measure('off'), measure('on')]);
}
