import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { abortReason, guardrails, nextMove, stepEndsAt, stepsProblem, weightsAt, type SideCounts, type StepClock } from './rollout-steps';
import { pickVariant } from './rollout';

const side = (over: Partial<SideCounts> = {}): SideCounts => ({
  exposed: 0,
  converted: 0,
  failed: 0,
  failingClients: 0,
  lcp: { p75: null, reports: 0 },
  inp: { p75: null, reports: 0 },
  ...over,
});
const limits = { failureClients: 5 };
const stateOf = (judged: ReturnType<typeof guardrails>, name: string) => judged.find((g) => g.name === name)?.state;

describe('rollout steps', () => {
  it('are ascending whole percentages ending at 100', () => {
    assert.equal(stepsProblem([5, 25, 50, 100]), undefined);
    assert.equal(stepsProblem([100]), undefined);
    assert.match(stepsProblem([]) ?? '', /at least one step/);
    assert.match(stepsProblem([25, 5, 100]) ?? '', /go up/);
    assert.match(stepsProblem([25, 25, 100]) ?? '', /go up/);
    assert.match(stepsProblem([5, 50]) ?? '', /last step is 100/);
    assert.match(stepsProblem([0, 100]) ?? '', /1 to 100/);
    assert.match(stepsProblem([2.5, 100]) ?? '', /whole percentage/);
    assert.match(stepsProblem([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100]) ?? '', /at most 10/);
  });

  it('split a venue between the version at the share and the default with the rest', () => {
    assert.deepEqual(weightsAt(20, 'v2', 'initial'), { initial: 80, v2: 20 });
    assert.deepEqual(weightsAt(100, 'v2', 'initial'), { initial: 0, v2: 100 });
  });

  it('keep every guest of the version on it as the share grows (the splits’ rendezvous hash)', () => {
    const guests = Array.from({ length: 2000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const at = (share: number) =>
      guests.map((guest) =>
        pickVariant(
          { guest, venue: 1, remote: 'mfe_menu', rollout: 3 },
          Object.entries(weightsAt(share, 'v2', 'initial')).map(([version, weight]) => ({ version, weight })),
        ),
      );
    const [five, fifty, all] = [at(5), at(50), at(100)];
    five.forEach((version, i) => {
      if (version === 'v2') assert.equal(fifty[i], 'v2');
    });
    const share = fifty.filter((v) => v === 'v2').length / guests.length;
    assert.ok(share > 0.46 && share < 0.54, `50 % step served ${share}`);
    assert.ok(all.every((v) => v === 'v2'));
  });
});

describe('the step clock', () => {
  const clock = (over: Partial<StepClock> = {}): StepClock => ({
    step: 0,
    steps: [20, 100],
    stepSeconds: 10,
    stepStartedAt: new Date('2026-12-06T10:00:00Z'),
    pausedAt: null,
    ...over,
  });
  const at = (seconds: number) => new Date(Date.parse('2026-12-06T10:00:00Z') + seconds * 1000);

  it('waits until the step’s time is up, then advances, and completes after the last step', () => {
    assert.equal(nextMove(clock(), at(9.9)), 'wait');
    assert.equal(nextMove(clock(), at(10)), 'advance');
    assert.equal(nextMove(clock({ step: 1 }), at(10)), 'complete');
    assert.deepEqual(stepEndsAt(clock()), at(10));
  });

  it('stands still while paused', () => {
    const paused = clock({ pausedAt: at(5) });
    assert.equal(nextMove(paused, at(3600)), 'wait');
    assert.equal(stepEndsAt(paused), null);
  });
});

describe('rollout guardrails', () => {
  it('wait for enough data before judging', () => {
    const judged = guardrails(side({ exposed: 10, failed: 3, failingClients: 2 }), side({ exposed: 40 }), limits);
    assert.deepEqual(
      judged.map((g) => [g.name, g.state]),
      [
        ['failures', 'waiting'],
        ['lcp', 'waiting'],
        ['inp', 'waiting'],
        ['conversion', 'waiting'],
      ],
    );
    assert.equal(abortReason(judged), undefined);
  });

  it('trip on failures significantly more frequent than the default’s, from enough distinct clients', () => {
    const version = side({ exposed: 20, failed: 8, failingClients: 5 });
    const control = side({ exposed: 80, failed: 1 });
    const judged = guardrails(version, control, limits);
    assert.equal(stateOf(judged, 'failures'), 'tripped');
    assert.match(abortReason(judged) ?? '', /fail significantly more often than the default’s \(8 of 20 guests failed \(from 5 clients\)/);
    // The same failures from fewer clients than the rule asks: one script is not a failing version.
    assert.equal(stateOf(guardrails({ ...version, failingClients: 4 }, control, limits), 'failures'), 'waiting');
    // As often as the default: no abort.
    assert.equal(stateOf(guardrails(version, side({ exposed: 80, failed: 32 }), limits), 'failures'), 'holds');
  });

  it('judge failures as the autopilot pauses a variant: a thin default is topped up with the 1 % baseline, one failing guest is never enough', () => {
    const oneClient = { failureClients: 1 };
    // Every guest of the version failed, beside a default that served 3 so far: the venue's autopilot pauses it, and the rollout trips.
    const judged = guardrails(side({ exposed: 2, failed: 2, failingClients: 1 }), side({ exposed: 3 }), oneClient);
    assert.equal(stateOf(judged, 'failures'), 'tripped');
    assert.match(
      judged[0]?.figure ?? '',
      /^2 of 2 guests failed \(from 1 client\), default 0 of 3, judged as 1 of 103 with the 1 % baseline; p = /,
    );
    assert.equal(
      stateOf(guardrails(side({ exposed: 1, failed: 1, failingClients: 1 }), side({ exposed: 3 }), oneClient), 'failures'),
      'waiting',
    );
    // A healthy version beside a thin default holds.
    assert.equal(stateOf(guardrails(side({ exposed: 30 }), side({ exposed: 3 }), oneClient), 'failures'), 'holds');
  });

  it('trip on an LCP or INP p75 more than 20 % worse, once both sides have 50 reports', () => {
    const control = side({ lcp: { p75: 1000, reports: 50 }, inp: { p75: 100, reports: 50 } });
    const slow = side({ lcp: { p75: 1250, reports: 50 }, inp: { p75: 119, reports: 60 } });
    const judged = guardrails(slow, control, limits);
    assert.equal(stateOf(judged, 'lcp'), 'tripped');
    assert.equal(stateOf(judged, 'inp'), 'holds');
    assert.match(abortReason(judged) ?? '', /LCP p75 is more than 20 % worse.*1250 ms.*\+25\.0 %/);
    const fewReports = side({ lcp: { p75: 3000, reports: 49 }, inp: { p75: 100, reports: 50 } });
    assert.equal(stateOf(guardrails(fewReports, control, limits), 'lcp'), 'waiting');
  });

  it('trip when the conversion’s chance to beat the default falls under 5 %, once both have 100 guests', () => {
    const control = side({ exposed: 200, converted: 60 });
    assert.equal(stateOf(guardrails(side({ exposed: 200, converted: 35 }), control, limits), 'conversion'), 'tripped');
    assert.equal(stateOf(guardrails(side({ exposed: 200, converted: 55 }), control, limits), 'conversion'), 'holds');
    assert.equal(stateOf(guardrails(side({ exposed: 99, converted: 0 }), control, limits), 'conversion'), 'waiting');
  });
});
