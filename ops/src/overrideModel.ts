import type { OverrideRequest, Overrides } from '@tabula/shared';
import { attach, createEvent, createStore, sample } from 'effector';
import type { OpsModel } from './model';

export type OverrideOutcome = { ok: true; overrides: Overrides['overrides'] } | { ok: false; message: string };

export type SetOverride = (token: string, request: OverrideRequest) => Promise<OverrideOutcome>;

/**
 * POST /api/ops/overrides with the operator's token: the server answers with an HttpOnly cookie, so
 * the override lives in this browser only (a fetch of the same origin keeps the cookie).
 */
export const setOverride: SetOverride = async (token, request) => {
  try {
    const response = await fetch('/api/ops/overrides', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-ops-token': token, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    const body = (await response.json().catch(() => null)) as (Partial<Overrides> & { message?: string }) | null;
    if (response.ok && body?.overrides) return { ok: true, overrides: body.overrides };
    return { ok: false, message: body?.message ?? `HTTP ${response.status}` };
  } catch {
    return { ok: false, message: 'The API cannot be reached.' };
  }
};

/**
 * What `npm run dev -- <remote>` links to: /ops?override=<remote>&entry=<url>. The form is filled
 * in from it, never applied by itself: a link alone must not point an operator's browser anywhere.
 */
export function overrideFromQuery(search: string): OverrideRequest {
  const query = new URLSearchParams(search);
  return { remote: query.get('override') ?? '', entry: query.get('entry') ?? '' };
}

/** The developer's override form of the operator page. */
export function createOverrideModel(ops: Pick<OpsModel, '$token' | 'signedOut'>, initial: OverrideRequest, set: SetOverride = setOverride) {
  const submitted = createEvent<OverrideRequest>();
  const setFx = attach({ source: ops.$token, effect: (token, request: OverrideRequest) => set(token ?? '', request) });
  sample({ clock: submitted, target: setFx });
  const $outcome = createStore<OverrideOutcome | null>(null)
    .on(setFx.doneData, (_, outcome) => outcome)
    .reset(ops.signedOut);
  return { submitted, $outcome, $pending: setFx.pending, initial };
}

export type OverrideModel = ReturnType<typeof createOverrideModel>;
