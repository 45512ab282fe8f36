import * as report from './api-report.cjs';

const BUMP = 'run npm run api-report -w shared and bump the version in shared/package.json';

describe('the kernel API report', () => {
  it('is committed for the version shared/package.json declares', () => {
    expect(report.committedReport()?.version).toBe(report.packageVersion());
  });

  // Compiling the kernel's declarations takes a while on a busy machine.
  it('matches the kernel public API: a change to it needs a new report and version', () => {
    const committed = report.committedReport();
    const current = report.currentApi();
    if (committed?.api === current) return;
    const was = (committed?.api ?? '').split('\n');
    const now = current.split('\n');
    const line = now.findIndex((text, i) => text !== was[i]);
    throw new Error(
      `The kernel's public API differs from shared/api/kernel-api.d.ts (first at its line ${line + 2}: ${now[line]}): ${BUMP}.`,
    );
  }, 240_000);

  it('orders versions by number, not by text', () => {
    expect(report.compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(report.compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(report.compareVersions('1.0.0', '2.0.0')).toBe(-1);
  });
});
