import { allSettled } from 'effector';
import { $orderId, $origin, $tabId, $venue } from '@tabula/shared';
import { createTestScope, makeItem, makeVenue, recordNavigation } from '@tabula/shared/test';
import { addItemFx, itemFormLeft, itemFormOpened, itemSubmitted } from './model';
import { $tabPromptOpen, joinTabChosen, openTabChosen, roomSignInChosen, tabPromptDismissed } from './tabNeededModel';

/** Takes orders only on a tab, and no card: a guest without a tab must get one before adding. */
const tabOnly = makeVenue({ accept_orders_without_tab: false, accept_card: false, stripe_account_ref: null });
const submission = {
  choice: { item: makeItem({ item_id: 7, name: 'Soup' }), priceId: null, selection: {}, quantity: 1, note: '' },
  line: null,
  fromSearch: false,
};

/** A dish screen at `venue`, its saves and navigation recorded. */
async function dishScreen(venue = tabOnly, tabId: string | null = null) {
  const added: unknown[] = [];
  const { went, handlers } = recordNavigation();
  const scope = createTestScope({
    values: [
      [$venue, venue],
      [$tabId, tabId],
      [$orderId, 'order-1'],
    ],
    handlers: [...handlers, [addItemFx, (params: unknown) => (added.push(params), { order_item_id: 1 })]],
  });
  await allSettled(itemFormOpened, { scope });
  return { scope, went, added };
}

describe('a guest asked for a tab before adding a dish', () => {
  it('is asked, and nothing is added, where orders need a tab and the guest has none', async () => {
    const { scope, added } = await dishScreen();
    await allSettled(itemSubmitted, { scope, params: submission });
    expect(scope.getState($tabPromptOpen)).toBe(true);
    expect(added).toEqual([]);
  });

  it('is not asked with a tab, and the dish is added', async () => {
    const { scope, added } = await dishScreen(tabOnly, 'tab-1');
    await allSettled(itemSubmitted, { scope, params: submission });
    expect(scope.getState($tabPromptOpen)).toBe(false);
    expect(added).toHaveLength(1);
  });

  it('is not asked where the venue takes cards, and the dish is added', async () => {
    const { scope, added } = await dishScreen(
      makeVenue({ accept_orders_without_tab: false, accept_card: true, stripe_account_ref: 'acct_1' }),
    );
    await allSettled(itemSubmitted, { scope, params: submission });
    expect(scope.getState($tabPromptOpen)).toBe(false);
    expect(added).toHaveLength(1);
  });

  it.each([
    ['opening a tab', openTabChosen, '/open-tab?from=menu'],
    ['joining a tab', joinTabChosen, '/join-tab?from=menu'],
    ['signing in with their room', roomSignInChosen, '/login'],
  ])('lands on the form after choosing %s, with the menu to return to', async (_label, chosen, form) => {
    const { scope, went } = await dishScreen();
    await allSettled(itemSubmitted, { scope, params: submission });
    await allSettled(chosen, { scope });
    expect(scope.getState($tabPromptOpen)).toBe(false);
    expect(went).toEqual([{ to: form }]);
    expect(scope.getState($origin)).toBe('menu');
  });

  it('stays on the dish, the dialog closed, when the guest dismisses it', async () => {
    const { scope, went, added } = await dishScreen();
    await allSettled(itemSubmitted, { scope, params: submission });
    await allSettled(tabPromptDismissed, { scope });
    expect(scope.getState($tabPromptOpen)).toBe(false);
    expect(went).toEqual([]);
    expect(added).toEqual([]);
  });

  it('does not greet the next dish screen with the dialog when the guest left with it open', async () => {
    const { scope } = await dishScreen();
    await allSettled(itemSubmitted, { scope, params: submission });
    await allSettled(itemFormLeft, { scope });
    await allSettled(itemFormOpened, { scope });
    expect(scope.getState($tabPromptOpen)).toBe(false);
  });
});
