import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { REPORT_LIMITS } from './report-limits';

describe('report limits', () => {
  it("are stated in the README's Security section as the platform holds them", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const stated = `${REPORT_LIMITS.loadFailure.max} remote load-failure reports a minute`;
    assert.ok(readme.includes(stated), `README states "${stated}"`);
  });
});
