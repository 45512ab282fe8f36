import { allSettled } from 'effector';
import { $venue } from '@tabula/shared';
import { createTestScope, makeVenue, recordNavigation } from '@tabula/shared/test';
import { orderingScreenLeft, orderingScreenOpened } from './model';

function orderingScreen(venue = makeVenue()) {
  const { went, handlers } = recordNavigation();
  return { scope: createTestScope({ values: [[$venue, venue]], handlers }), went };
}

describe('an ordering screen', () => {
  it('sends the viewer of a read-only menu to the menu', async () => {
    const { scope, went } = orderingScreen(makeVenue({ read_only_menu: true }));
    await allSettled(orderingScreenOpened, { scope });
    expect(went).toStrictEqual([{ to: '/menu', replace: true }]);
  });

  it('keeps a guest who can order, until the venue turns read-only while the screen is open', async () => {
    const { scope, went } = orderingScreen();
    await allSettled(orderingScreenOpened, { scope });
    expect(went).toHaveLength(0);
    await allSettled($venue, { scope, params: makeVenue({ read_only_menu: true }) });
    expect(went).toStrictEqual([{ to: '/menu', replace: true }]);
  });

  it('moves no one once the screen is gone', async () => {
    const { scope, went } = orderingScreen();
    await allSettled(orderingScreenOpened, { scope });
    await allSettled(orderingScreenLeft, { scope });
    await allSettled($venue, { scope, params: makeVenue({ read_only_menu: true }) });
    expect(went).toHaveLength(0);
  });
});
