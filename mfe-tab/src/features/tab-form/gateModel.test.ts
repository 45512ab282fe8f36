import { allSettled } from 'effector';
import { $venue } from '@tabula/shared';
import { createTestScope, makeVenue, recordNavigation } from '@tabula/shared/test';
import { tabFormLeft, tabFormOpened } from './gateModel';

describe('a tab form at a venue with no use for it', () => {
  it('sends the guest to the menu in place of the form', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ values: [[$venue, makeVenue({ read_only_menu: true })]], handlers });
    await allSettled(tabFormOpened, { scope, params: 'join-tab' });
    expect(went).toStrictEqual([{ to: '/menu', replace: true }]);
  });

  it('does so once the venue loads after the form opened', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(tabFormOpened, { scope, params: 'open-tab' });
    expect(went).toHaveLength(0);
    await allSettled($venue, { scope, params: makeVenue({ is_currently_accepting_orders: false }) });
    expect(went).toStrictEqual([{ to: '/menu', replace: true }]);
  });

  it('keeps the guest on a form the venue uses, and leaves a guest who left the form alone', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(tabFormOpened, { scope, params: 'join-tab' });
    await allSettled($venue, { scope, params: makeVenue({ is_currently_accepting_orders: false }) });
    expect(went).toHaveLength(0);
    await allSettled(tabFormLeft, { scope });
    await allSettled($venue, { scope, params: makeVenue({ read_only_menu: true }) });
    expect(went).toHaveLength(0);
  });
});
