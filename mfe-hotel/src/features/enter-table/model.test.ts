import { allSettled } from 'effector';
import type { VenueSlim } from '@tabula/shared';
import { createTestScope } from '@tabula/shared/test';
import { $venueByUuid, enterTableOpened, enterTableRetried, loadVenueByUuidFx, type VenueByUuid } from './model';

const venue = { uuid: 'v-1', name: 'Bistro' } as unknown as VenueSlim;
const ready: VenueByUuid = { status: 'ready', venue, tables: ['1', '2'], tablesFailed: false };

describe("the venue a table's QR code names", () => {
  it('loads for the uuid the page opened with', async () => {
    const asked: unknown[] = [];
    const scope = createTestScope({ handlers: [[loadVenueByUuidFx, (params: unknown) => (asked.push(params), ready)]] });
    await allSettled(enterTableOpened, { scope, params: 'v-1' });
    expect(scope.getState($venueByUuid)).toEqual({ uuid: 'v-1', state: ready });
    expect(asked).toStrictEqual([{ uuid: 'v-1', request: 1 }]);
  });

  it('asks again for the same venue on retry, loading until it answers', async () => {
    const asked: unknown[] = [];
    let answer: (state: VenueByUuid) => void = () => undefined;
    const scope = createTestScope({
      handlers: [[loadVenueByUuidFx, (params: unknown) => (asked.push(params), new Promise((resolve) => (answer = resolve)))]],
    });
    const opened = allSettled(enterTableOpened, { scope, params: 'v-1' });
    answer({ status: 'failed' });
    await opened;
    expect(scope.getState($venueByUuid)?.state).toEqual({ status: 'failed' });
    const retried = allSettled(enterTableRetried, { scope });
    expect(scope.getState($venueByUuid)).toBeNull();
    answer(ready);
    await retried;
    expect(asked).toStrictEqual([
      { uuid: 'v-1', request: 1 },
      { uuid: 'v-1', request: 2 },
    ]);
    expect(scope.getState($venueByUuid)).toEqual({ uuid: 'v-1', state: ready });
  });

  it('keeps only the answer for the uuid asked last', async () => {
    const answers: Array<() => void> = [];
    const scope = createTestScope({
      handlers: [
        [
          loadVenueByUuidFx,
          ({ uuid }: { uuid: string }) =>
            new Promise((resolve) => answers.push(() => resolve(uuid === 'v-1' ? ready : { status: 'not-found' }))),
        ],
      ],
    });
    const first = allSettled(enterTableOpened, { scope, params: 'v-1' });
    const second = allSettled(enterTableOpened, { scope, params: 'v-2' });
    answers[1]?.();
    answers[0]?.();
    await Promise.all([first, second]);
    expect(scope.getState($venueByUuid)).toEqual({ uuid: 'v-2', state: { status: 'not-found' } });
  });
});
