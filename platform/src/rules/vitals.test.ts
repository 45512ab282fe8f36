import assert from 'node:assert/strict';
import { it } from 'node:test';
import { vitalsRefusal } from './vitals';

it('takes values a real page measures, up to a minute of paint or answer and a CLS of 10', () => {
  assert.equal(
    vitalsRefusal([
      { name: 'LCP', value: 60_000 },
      { name: 'INP', value: 0 },
      { name: 'CLS', value: 10 },
    ]),
    undefined,
  );
});

it('refuses what no page measures: LCP or INP over 60 s, CLS over 10, a negative value', () => {
  assert.match(vitalsRefusal([{ name: 'LCP', value: 120_000 }]) ?? '', /LCP 120000 is not a page's measurement \(at most 60000\)/);
  assert.match(vitalsRefusal([{ name: 'INP', value: 60_001 }]) ?? '', /INP/);
  assert.match(vitalsRefusal([{ name: 'CLS', value: 100 }]) ?? '', /CLS 100/);
  assert.match(vitalsRefusal([{ name: 'CLS', value: -1 }]) ?? '', /CLS -1/);
});

it('refuses a metric named twice', () => {
  assert.equal(
    vitalsRefusal([
      { name: 'LCP', value: 900 },
      { name: 'LCP', value: 1 },
    ]),
    'Each metric at most once',
  );
});
