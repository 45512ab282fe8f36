import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';

const root = path.resolve(__dirname, '../..');
const origins = [
  { dir: 'shell', origin: 'http://localhost:8080' },
  { dir: 'mfe-menu', origin: 'http://localhost:8081' },
  { dir: 'mfe-tab', origin: 'http://localhost:8082' },
  { dir: 'mfe-checkout', origin: 'http://localhost:8083' },
  { dir: 'mfe-hotel', origin: 'http://localhost:8084' },
  // The operator's app, a build of its own that the API serves at /ops.
  { dir: 'ops', origin: 'http://localhost:8080/ops' },
];

// Source maps and the build's input hash tell an attacker the sources and which commit runs:
// production builds keep their maps beside dist/ (dist-sourcemaps/), and the hash in .build-stamps/.
test('production builds publish no source maps and no build stamp', async ({ request }) => {
  for (const { dir, origin } of origins) {
    const dist = path.join(root, dir, 'dist');
    const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(
      files.filter((file) => file.endsWith('.map') || file.includes('tabula-build-hash')),
      dir,
    ).toEqual([]);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length, dir).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(fs.readFileSync(path.join(dist, script), 'utf8'), `${dir}/${script}`).not.toContain('sourceMappingURL');
    }
    const mapped = scripts.find((script) => fs.existsSync(path.join(root, dir, 'dist-sourcemaps', `${script}.map`)));
    expect(mapped, `${dir} keeps its maps privately`).toBeDefined();
    expect((await request.get(`${origin}/${mapped}.map`)).status(), `${origin}/${mapped}.map`).toBe(404);
    const stamp = await request.get(`${origin}/.tabula-build-hash`);
    expect(await stamp.text()).not.toMatch(/^[0-9a-f]{64}$/);
  }
});
