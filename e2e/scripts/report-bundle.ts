import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { withComposition } from '../support/composition';
import { fileKey, sharedPackageFiles } from '../support/federation';

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
}

const add = (into: Record<string, Sizes>, key: string, raw: number, gzip: number) => {
  const entry = (into[key] ??= { files: 0, raw: 0, gzip: 0 });
  entry.files += 1;
  entry.raw += raw;
  entry.gzip += gzip;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(title: string, rows: Record<string, Sizes>) {
  console.log(`\n${title}`);
  for (const [key, s] of Object.entries(rows).sort((a, b) => b[1].gzip - a[1].gzip)) {
    console.log(`  ${key.padEnd(36)} ${String(s.files).padStart(3)} files  ${kb(s.raw).padStart(10)} raw  ${kb(s.gzip).padStart(9)} gzip`);
  }
}

/** Loads bistro's /menu in Chromium and sums the JS and CSS it fetched, per origin and per shared package. */
async function main() {
  const api = await playwrightRequest.newContext();
  const packageOf = await sharedPackageFiles(api);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const fetched: { url: string; kind: 'js' | 'css'; raw: number; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const kind = /\.js(\?|$)/.test(response.url()) ? 'js' : /\.css(\?|$)/.test(response.url()) ? 'css' : null;
    if (!kind) return;
    pending.push(
      response.body().then((body) => {
        fetched.push({ url: response.url(), kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  const started = Date.now();
  await page.goto('http://bistro.localhost:8080/menu', { waitUntil: 'networkidle' });
  const loadMs = Date.now() - started;
  await Promise.all(pending);
  await browser.close();
  await api.dispose();

  const byOrigin: Record<string, Sizes> = {};
  const byPackage: Record<string, Sizes> = {};
  const total: Record<string, Sizes> = {};
  for (const file of fetched) {
    add(byOrigin, `${new URL(file.url).origin} ${file.kind}`, file.raw, file.gzip);
    add(byPackage, [...(packageOf.get(fileKey(file.url)) ?? ['(app code)'])].sort().join(' + '), file.raw, file.gzip);
    add(total, file.kind, file.raw, file.gzip);
  }
  table('Per origin', byOrigin);
  table('Per shared package (JS)', byPackage);
  table('Total', total);
  console.log(`\n/menu reached network idle in ${loadMs} ms`);

  const out = path.resolve(__dirname, '../../reports/bundle.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify({ page: 'http://bistro.localhost:8080/menu', loadMs, total, byOrigin, byPackage, files: fetched }, null, 2),
  );
  console.log(`written ${path.relative(process.cwd(), out)}`);
}

withComposition(main).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
