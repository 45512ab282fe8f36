import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { AuditEntry, ProgressiveRolloutReport } from '@tabula/shared/entities';
import { advanceRollouts } from '../domain/rollouts';
import { rolloutLimits } from '../domain/rollout-timer';
import { call, eventually, suiteOfTwo, type Reply, type TestServer } from '../testing/harness';
import { markBuildsRead, permissiveShellManifest } from '../testing/release';
import { expose, freshGuest, nextPage, reportFailure, type RemoteGuest } from '../testing/remote-guests';

const MENU = 'mfe_menu';

suiteOfTwo(
  'progressive rollouts',
  (one, two) => {
    const ops = (method: string, path: string, body?: unknown, t: TestServer = one()): Promise<Reply> =>
      call(t.url, method, path, { body, headers: { 'x-ops-token': t.server.opsToken } });
    const rollout = async (id: number, t = one()): Promise<ProgressiveRolloutReport> => {
      const reply = await ops('GET', `/api/ops/rollouts/${id}`, undefined, t);
      assert.equal(reply.status, 200, reply.text);
      return reply.body;
    };
    const defaultOf = async () =>
      (await one().db.query<{ version: string }>('SELECT version FROM remote_defaults WHERE remote = $1', [MENU]))[0]?.version;
    const audit = async (): Promise<AuditEntry[]> => (await ops('GET', `/api/ops/audit?remote=${MENU}&limit=200`)).body.entries;
    const guestsAt = async (venue: string, n: number, t = one()) => {
      const guests: RemoteGuest[] = [];
      for (let i = 0; i < n; i++) guests.push(await freshGuest(t, venue));
      return guests;
    };
    const on = (guests: RemoteGuest[], version: string) => guests.filter((g) => g.remotes[MENU]?.version === version);

    before(async () => {
      await one().db.query(
        `INSERT INTO remote_versions (remote, version, entry) VALUES
           ('mfe_menu', 'v2', 'http://localhost:8081/v2/mf-manifest.json'),
           ('mfe_menu', 'v3-throws', 'http://localhost:8081/v3-throws/mf-manifest.json'),
           ('mfe_menu', 'v4', 'http://localhost:8081/v4/mf-manifest.json')`,
      );
      await markBuildsRead(one().db, MENU);
    });

    it('a rollout [20, 100] with 10 s steps serves about a fifth of fresh guests, then completes and promotes on its own, each step once', async () => {
      // A venue running its own split keeps it, and the rollout lists it.
      const split = await ops('PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { initial: 100 } });
      assert.equal(split.status, 200, split.text);
      const started = await ops('POST', '/api/ops/remotes/mfe_menu/rollouts', { version: 'v2', steps: [20, 100], step_seconds: 10 });
      assert.equal(started.status, 201, started.text);
      const id: number = started.body.id;
      assert.deepEqual(
        [started.body.status, started.body.step, started.body.share, started.body.control, started.body.paused],
        ['running', 1, 20, 'initial', false],
      );
      assert.deepEqual(started.body.kept_venues, ['harbour']);
      assert.ok(started.body.venues.includes('bistro') && !started.body.venues.includes('harbour'));
      assert.deepEqual(
        started.body.guardrails.map((g: { name: string }) => g.name),
        ['failures', 'lcp', 'inp', 'conversion'],
      );
      // One running rollout per remote.
      const again = await ops('POST', '/api/ops/remotes/mfe_menu/rollouts', { version: 'v4', steps: [100] });
      assert.equal(again.status, 409);
      assert.match(again.body.message, /runs a rollout already/);

      // Fresh guests at bistro, through either instance: about a fifth get v2, the others the default, v2 falling back to it.
      const guests = [...(await guestsAt('bistro', 150)), ...(await guestsAt('bistro', 150, two()))];
      const share = on(guests, 'v2').length / guests.length;
      assert.ok(share > 0.13 && share < 0.27, `v2 served to ${share} of fresh guests`);
      assert.equal(on(guests, 'v2')[0]?.remotes[MENU]?.experiment?.phase, 1);
      assert.equal((on(guests, 'v2')[0]?.remotes[MENU] as { fallback?: { version: string } }).fallback?.version, 'initial');
      for (const guest of guests.slice(0, 40)) await expose(one(), 'bistro', guest, MENU);
      // harbour's own split stands: its guests get initial.
      assert.equal(on(await guestsAt('harbour', 20), 'v2').length, 0);

      // The timers of both instances move it on: 100 % after 10 s, then the default after 10 s more.
      const done = await eventually(async () => {
        const now = await rollout(id, two());
        return now.status !== 'running' && now;
      }, 40_000);
      assert.equal(done.status, 'completed', done.reason ?? '');
      assert.equal(done.share, 100);
      assert.equal(await defaultOf(), 'v2');
      assert.match(done.reason ?? '', /started by admin held its guardrails through 20 %, 100 %/);
      const entries = await audit();
      const steps = entries.filter((e) => e.action === 'rollout-step' && (e.after as { rollout: number }).rollout === id);
      assert.equal(steps.length, 1, 'two instances advanced the step once');
      assert.deepEqual(
        [steps[0]?.actor, steps[0]?.before, steps[0]?.after],
        ['system', { rollout: id, step: 1, share: 20 }, { rollout: id, step: 2, share: 100 }],
      );
      const promoted = entries.filter((e) => e.action === 'rollout');
      assert.equal(promoted.length, 1, 'promoted once');
      assert.deepEqual(
        [promoted[0]?.actor, promoted[0]?.before, promoted[0]?.after],
        ['system', { default: 'initial' }, { default: 'v2' }],
      );
      assert.match(promoted[0]?.reason ?? '', /started by admin/);
      assert.equal(entries.filter((e) => e.action === 'rollout-start').length, 1);
      // Each venue's experiment ran one phase per step, and ended as shipped.
      const phases = await one().db.query<{ phases: number; ended_reason: string }>(
        `SELECT (SELECT count(*)::int FROM experiment_phases p WHERE p.rollout_id = r.id) AS phases, r.ended_reason FROM remote_rollouts r
         JOIN venues v ON v.id = r.venue_id WHERE r.progressive_rollout_id = $1 AND v.slug = 'bistro'`,
        [id],
      );
      assert.deepEqual(phases, [{ phases: 2, ended_reason: 'shipped' }]);
      // Every guest gets v2 now, as the default; harbour still runs its own split.
      assert.equal((await nextPage(one(), 'bistro', guests[0] as RemoteGuest)).remotes[MENU]?.version, 'v2');
      assert.equal((await ops('DELETE', '/api/ops/venues/harbour/remotes/mfe_menu')).status, 204);
    });

    it('a version whose guests fail aborts by itself with the reason, its share 0 and the default unchanged', async () => {
      const before = await defaultOf();
      const started = await ops('POST', '/api/ops/remotes/mfe_menu/rollouts', {
        version: 'v3-throws',
        steps: [50, 100],
        step_seconds: 600,
      });
      assert.equal(started.status, 201, started.text);
      const id: number = started.body.id;
      // Guests come, each from their own phone; the version's pages throw, so each of its guests reports it and falls back.
      const guests: RemoteGuest[] = [];
      while (guests.length < 60 && (await rollout(id)).status === 'running') {
        const guest = await freshGuest(one(), 'bistro');
        guests.push(guest);
        try {
          await expose(one(), 'bistro', guest, MENU);
          if (guest.remotes[MENU]?.version === 'v3-throws') await reportFailure(two(), 'bistro', guest, MENU);
        } catch (err) {
          // Aborted between this guest's page and their report: the experiment they were served has ended.
          if ((await rollout(id)).status === 'running') throw err;
        }
      }
      const aborted = await eventually(async () => {
        const now = await rollout(id);
        return now.status !== 'running' && now;
      }, 10_000);
      assert.equal(aborted.status, 'aborted');
      assert.equal(aborted.share, 0);
      // Whichever sees the failures first stops it: the rollout's own guardrail on its sweep, or the venue's
      // autopilot as a failure is reported against the venue's control (the guests' variants are random).
      const byGuardrail = /^Aborted automatically: its guests fail significantly more often than the default’s \(\d+ of \d+ guests failed/;
      const byVenue = /^Aborted automatically: at bistro, Stopped automatically: \d+ guests failed to open it/;
      assert.ok(byGuardrail.test(aborted.reason ?? '') || byVenue.test(aborted.reason ?? ''), aborted.reason ?? 'no reason');
      if (byGuardrail.test(aborted.reason ?? '')) {
        assert.equal(
          aborted.guardrails.find((g) => g.name === 'failures')?.state,
          'tripped',
          JSON.stringify([aborted.reason, aborted.guardrails]),
        );
      }
      assert.equal(await defaultOf(), before);
      // Its guests get the default again from their next page on.
      const failed = on(guests, 'v3-throws')[0] as RemoteGuest;
      assert.equal((await nextPage(one(), 'bistro', failed)).remotes[MENU]?.version, before);
      const [last] = await audit();
      assert.deepEqual([last?.actor, last?.action, last?.reason], ['system', 'rollout-abort', aborted.reason]);
      // The version is marked stopped: promoting it needs force.
      const promote = await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v3-throws' });
      assert.equal(promote.status, 409);
    });

    it('guests on the version stay on it from one step to the next; pause holds the step, resume goes on, abort restores the default', async () => {
      const before = await defaultOf();
      const started = await ops('POST', '/api/ops/remotes/mfe_menu/rollouts', { version: 'v4', steps: [10, 60, 100], step_seconds: 3600 });
      assert.equal(started.status, 201, started.text);
      const id: number = started.body.id;
      const guests = await guestsAt('bistro', 200);
      const early = on(guests, 'v4');
      assert.ok(early.length > 5 && early.length < 40, `${early.length} of 200 on the 10 % step`);

      const paused = await ops('POST', `/api/ops/rollouts/${id}/pause`);
      assert.equal(paused.status, 200, paused.text);
      assert.deepEqual([paused.body.paused, paused.body.next_step_at], [true, null]);
      assert.equal((await ops('POST', `/api/ops/rollouts/${id}/pause`)).status, 409);
      // The step's hour passes while paused: it stays on its step.
      await one().db.query(`UPDATE progressive_rollouts SET step_started_at = step_started_at - interval '2 hours' WHERE id = $1`, [id]);
      await Promise.all([
        advanceRollouts(one().server.app.platform, rolloutLimits(one().server.app.platform.platform)),
        advanceRollouts(two().server.app.platform, rolloutLimits(two().server.app.platform.platform)),
      ]);
      assert.equal((await rollout(id)).step, 1);

      const resumed = await ops('POST', `/api/ops/rollouts/${id}/resume`, undefined, two());
      assert.equal(resumed.status, 200, resumed.text);
      assert.equal(resumed.body.paused, false);
      // Its time is up: both instances look at once, and it moves one step.
      await Promise.all([
        advanceRollouts(one().server.app.platform, rolloutLimits(one().server.app.platform.platform)),
        advanceRollouts(two().server.app.platform, rolloutLimits(two().server.app.platform.platform)),
      ]);
      const moved = await rollout(id);
      assert.deepEqual([moved.step, moved.share], [2, 60]);
      const steps = (await audit()).filter((e) => e.action === 'rollout-step' && (e.after as { rollout: number }).rollout === id);
      assert.equal(steps.length, 1);

      const later = await Promise.all(guests.map((guest) => nextPage(one(), 'bistro', guest)));
      for (const guest of later.filter((g) => early.some((e) => e.cookie === g.cookie))) assert.equal(guest.remotes[MENU]?.version, 'v4');
      const grown = on(later, 'v4').length / later.length;
      assert.ok(grown > 0.5 && grown < 0.7, `${grown} on the 60 % step`);
      assert.equal(later.find((g) => g.remotes[MENU]?.version === 'v4')?.remotes[MENU]?.experiment?.phase, 2);

      const aborted = await ops('POST', `/api/ops/rollouts/${id}/abort`);
      assert.equal(aborted.status, 200, aborted.text);
      assert.deepEqual([aborted.body.status, aborted.body.share, aborted.body.reason], ['aborted', 0, 'Aborted by admin']);
      assert.equal((await ops('POST', `/api/ops/rollouts/${id}/resume`)).status, 409);
      assert.equal(await defaultOf(), before);
      assert.equal(on(await Promise.all(early.map((guest) => nextPage(one(), 'bistro', guest))), 'v4').length, 0);
      const actions = (await audit()).slice(0, 4).map((e) => [e.action, e.actor]);
      assert.deepEqual(actions, [
        ['rollout-abort', 'admin'],
        ['rollout-step', 'system'],
        ['rollout-resume', 'admin'],
        ['rollout-pause', 'admin'],
      ]);
      const list = await ops('GET', '/api/ops/rollouts');
      assert.deepEqual(
        list.body.rollouts.map((r: ProgressiveRolloutReport) => [r.version, r.status]),
        [
          ['v4', 'aborted'],
          ['v3-throws', 'aborted'],
          ['v2', 'completed'],
        ],
      );
    });

    it('refuses steps that do not go up to 100, a short step, the default itself and an unknown version', async () => {
      const start = (body: unknown) => ops('POST', '/api/ops/remotes/mfe_menu/rollouts', body);
      assert.equal((await start({ version: 'v4', steps: [50, 25, 100] })).status, 400);
      assert.match((await start({ version: 'v4', steps: [5, 50] })).body.message, /last step is 100/);
      assert.equal((await start({ version: 'v4', steps: [100], step_seconds: 5 })).status, 400);
      assert.match((await start({ version: await defaultOf(), steps: [100] })).body.message, /already the default/);
      assert.equal((await start({ version: 'v404', steps: [100] })).status, 404);
      assert.equal((await ops('POST', '/api/ops/rollouts/999999/abort')).status, 404);
      assert.equal((await call(one().url, 'GET', '/api/ops/rollouts')).status, 401);
    });

    it('refuses a rollout of a stopped version unless forced; a version stopped by hand during a rollout never gets its share back', async () => {
      // On its own feet whatever the tests above left running: one rollout per remote.
      for (const running of (await ops('GET', '/api/ops/rollouts')).body.rollouts.filter(
        (r: ProgressiveRolloutReport) => r.status === 'running',
      ))
        assert.equal((await ops('POST', `/api/ops/rollouts/${running.id}/abort`)).status, 200);
      await one().db.query(
        `INSERT INTO remote_versions (remote, version, entry) VALUES
           ('mfe_menu', 'v5', 'http://localhost:8081/v5/mf-manifest.json'), ('mfe_menu', 'v6', 'http://localhost:8081/v6/mf-manifest.json')`,
      );
      await markBuildsRead(one().db, MENU);
      const stopped = await ops('POST', '/api/ops/remotes/mfe_menu/versions/v5/stop', { reason: 'broken images' });
      assert.equal(stopped.status, 200, stopped.text);
      const refused = await ops('POST', '/api/ops/remotes/mfe_menu/rollouts', { version: 'v5', steps: [10, 100] });
      assert.equal(refused.status, 409, refused.text);
      assert.match(refused.body.message, /mfe_menu v5 was stopped \(Stopped by admin: broken images\)\. Send "force": true/);
      const forced = await ops('POST', '/api/ops/remotes/mfe_menu/rollouts', { version: 'v5', steps: [10, 100], force: true });
      assert.equal(forced.status, 201, forced.text);
      assert.equal((await ops('POST', `/api/ops/rollouts/${forced.body.id}/abort`)).status, 200);

      const started = await ops('POST', '/api/ops/remotes/mfe_menu/rollouts', { version: 'v6', steps: [10, 60, 100], step_seconds: 3600 });
      assert.equal(started.status, 201, started.text);
      const id: number = started.body.id;
      await one().db.query(`UPDATE progressive_rollouts SET step_started_at = step_started_at - interval '2 hours' WHERE id = $1`, [id]);
      // The step's time is up while an operator stops the version through the other instance: whichever goes first, it stays at 0.
      const [stop] = await Promise.all([
        ops('POST', '/api/ops/remotes/mfe_menu/versions/v6/stop', { reason: 'wrong prices' }, two()),
        advanceRollouts(one().server.app.platform, rolloutLimits(one().server.app.platform.platform)),
      ]);
      assert.equal(stop.status, 200, stop.text);
      await advanceRollouts(two().server.app.platform, rolloutLimits(two().server.app.platform.platform));
      const weights = await one().db.query<{ weight: number }>(
        `SELECT rv.weight FROM rollout_variants rv JOIN remote_rollouts r ON r.id = rv.rollout_id
         WHERE r.progressive_rollout_id = $1 AND rv.version = 'v6'`,
        [id],
      );
      assert.ok(weights.length > 0 && weights.every((w) => w.weight === 0), JSON.stringify(weights));
      const after = await rollout(id);
      assert.deepEqual([after.status, after.share], ['aborted', 0]);
      assert.match(after.reason ?? '', /Stopped by admin: wrong prices/);
    });
  },
  { trustProxy: ['127.0.0.1'], shellManifest: permissiveShellManifest(), rolloutSweepMs: 200, remoteFailureClients: 3 },
);
