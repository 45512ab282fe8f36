import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageSteps } from './page-steps';

describe("a page's step timings", () => {
  it('are written as one line per page, each step at the time it ended, when asked for', async () => {
    const lines: string[] = [];
    const steps = pageSteps(true, (line) => lines.push(line));
    assert.equal(await steps.step('registry', Promise.resolve('read')), 'read');
    await assert.rejects(steps.step('primed', Promise.reject(new Error('down'))));
    steps.done('/menu');
    assert.equal(lines.length, 1);
    const line = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    assert.equal(line.pageSteps, '/menu');
    for (const key of ['registry', 'primed', 'total']) assert.equal(typeof line[key], 'number', key);
  });

  it('are neither timed nor written otherwise', async () => {
    const lines: string[] = [];
    const steps = pageSteps(false, (line) => lines.push(line));
    assert.equal(await steps.step('registry', Promise.resolve('read')), 'read');
    steps.done('/menu');
    assert.deepEqual(lines, []);
  });
});
