import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

type Summary = { plugins: string[]; entries: string[]; transform: { development: boolean; refresh: boolean } };

/**
 * The first config (the app's own build) of an app's rspack config in a mode, as what Fast Refresh needs
 * of it. In a node of its own: the bundler the build config loads is an ES module jest cannot require.
 */
function configOf(app: string, mode: 'development' | 'production'): Summary {
  const script = `
    const exported = require(${JSON.stringify(path.join(repo, app, 'rspack.config.cjs'))})({}, { mode: ${JSON.stringify(mode)} });
    const config = [exported].flat()[0];
    const swc = config.module.rules.find((rule) => rule.loader === 'builtin:swc-loader');
    process.stdout.write(JSON.stringify({
      plugins: config.plugins.map((p) => p.constructor.name),
      entries: config.plugins.filter((p) => p.constructor.name === 'EntryPlugin').map((p) => String(p._args[1])),
      transform: swc.options.jsc.transform.react,
    }));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', cwd: repo }));
}

describe('hot refresh in the dev servers', () => {
  it.each(['shell', 'mfe-menu'])('%s: the dev server has the refresh plugin, its hook entry first, and the refresh transform', (app) => {
    const dev = configOf(app, 'development');
    expect(dev.plugins).toContain('ReactRefreshRspackPlugin');
    expect(dev.transform).toMatchObject({ development: true, refresh: true });
    // The hook that lets a remote's refresh runtime find the page's react-dom comes before the refresh runtime.
    expect(dev.entries).toEqual([path.join(__dirname, 'devtools-hook.mjs')]);
    expect(dev.plugins.indexOf('EntryPlugin')).toBeLessThan(dev.plugins.indexOf('ReactRefreshRspackPlugin'));
  });

  it.each(['shell', 'mfe-menu'])('%s: a production build carries no refresh runtime or transform', (app) => {
    const prod = configOf(app, 'production');
    expect(prod.plugins).not.toContain('ReactRefreshRspackPlugin');
    expect(prod.entries).toEqual([]);
    expect(prod.transform).toMatchObject({ development: false, refresh: false });
  });
});
