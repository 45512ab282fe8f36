import { allSettled } from 'effector';
import { ApiRequestError } from '@tabula/shared';
import { createTestScope } from '@tabula/shared/test';
import type { HotelDetails } from '@tabula/shared';
import { $hotelDetails, hotelDetailsRetried, hotelPageOpened, loadHotelDetailsFx } from './hotelModel';

const hotel = { name: 'Grand Hotel', venues: [] } as unknown as HotelDetails;

describe("the hotel page's venues", () => {
  it('loads when the page opens', async () => {
    const scope = createTestScope({ handlers: [[loadHotelDetailsFx, (request: number) => ({ request, hotel })]] });
    expect(scope.getState($hotelDetails)).toEqual({ status: 'loading' });
    await allSettled(hotelPageOpened, { scope });
    expect(scope.getState($hotelDetails)).toEqual({ status: 'ready', hotel });
  });

  it('fails with a way to retry, which loads again', async () => {
    let fail = true;
    const scope = createTestScope({
      handlers: [
        [
          loadHotelDetailsFx,
          (request: number) => (fail ? Promise.reject(new ApiRequestError(500, { message: 'no' })) : { request, hotel }),
        ],
      ],
    });
    await allSettled(hotelPageOpened, { scope });
    expect(scope.getState($hotelDetails)).toEqual({ status: 'failed' });
    fail = false;
    await allSettled(hotelDetailsRetried, { scope });
    expect(scope.getState($hotelDetails)).toEqual({ status: 'ready', hotel });
  });

  it('shows only the answer to the latest request', async () => {
    const answers: Array<() => void> = [];
    const scope = createTestScope({
      handlers: [
        [
          loadHotelDetailsFx,
          (request: number) =>
            new Promise((resolve, reject) =>
              answers.push(request === 1 ? () => resolve({ request, hotel }) : () => reject(new ApiRequestError(500, { message: 'no' }))),
            ),
        ],
      ],
    });
    const first = allSettled(hotelPageOpened, { scope });
    const retry = allSettled(hotelDetailsRetried, { scope });
    answers[1]?.();
    answers[0]?.();
    await Promise.all([first, retry]);
    expect(scope.getState($hotelDetails)).toEqual({ status: 'failed' });
  });
});
