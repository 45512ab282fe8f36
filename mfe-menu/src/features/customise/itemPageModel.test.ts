import { allSettled } from 'effector';
import { $selectedOrder, orderLineSelected, selectedOrderCleared } from '@tabula/shared';
import { createTestScope, makeCartLine, makeItem, recordNavigation } from '@tabula/shared/test';
import { $currentItem } from '../ordering-mode';
import { $itemToShow, itemPageLeft, itemPageOpened } from './itemPageModel';

const soup = makeItem({ item_id: 7, name: 'Soup' });
const line = makeCartLine({ item_id: 8, order_item_id: 31, name: 'Lager' });

/** A guest's scope with the dish screen's inputs as given, and where the models send them. */
function guest({ tapped = null, edited = null }: { tapped?: typeof soup | null; edited?: typeof line | null } = {}) {
  const { wentBack, went, handlers } = recordNavigation();
  const scope = createTestScope({
    values: [
      [$currentItem, tapped],
      [$selectedOrder, edited],
    ],
    handlers,
  });
  return { scope, wentBack, went };
}

describe('the dish screen with no dish to show', () => {
  it('sends the guest back (to the menu when there is nowhere to go back to)', async () => {
    const { scope, wentBack, went } = guest();
    await allSettled(itemPageOpened, { scope });
    expect(wentBack).toStrictEqual([undefined]);
    expect(went).toHaveLength(0);
  });

  it('sends them back once when StrictMode says the screen opened twice', async () => {
    const { scope, wentBack } = guest();
    await allSettled(itemPageOpened, { scope });
    await allSettled(itemPageOpened, { scope });
    expect(wentBack).toHaveLength(1);
  });

  it('sends them back when the edited line goes while the screen is shown', async () => {
    const { scope, wentBack } = guest({ edited: line });
    await allSettled(itemPageOpened, { scope });
    expect(wentBack).toHaveLength(0);
    await allSettled(selectedOrderCleared, { scope });
    expect(wentBack).toStrictEqual([undefined]);
  });

  it('sends them back again on a later visit with no dish', async () => {
    const { scope, wentBack } = guest();
    await allSettled(itemPageOpened, { scope });
    await allSettled(itemPageLeft, { scope });
    await allSettled(itemPageOpened, { scope });
    expect(wentBack).toHaveLength(2);
  });
});

describe('the dish screen with a dish', () => {
  it('keeps the guest on the tapped dish', async () => {
    const { scope, wentBack } = guest({ tapped: soup });
    await allSettled(itemPageOpened, { scope });
    expect(scope.getState($itemToShow)).toBe(soup);
    expect(wentBack).toHaveLength(0);
  });

  it('shows the edited line rather than the dish tapped earlier', async () => {
    const { scope, wentBack } = guest({ tapped: soup, edited: line });
    await allSettled(itemPageOpened, { scope });
    expect(scope.getState($itemToShow)).toMatchObject({ item_id: 8, name: 'Lager' });
    expect(wentBack).toHaveLength(0);
  });
});

describe('leaving the dish screen', () => {
  it('clears the edited line without sending the guest back a second time', async () => {
    const { scope, wentBack, went } = guest({ edited: line });
    await allSettled(itemPageOpened, { scope });
    await allSettled(itemPageLeft, { scope });
    expect(scope.getState($selectedOrder)).toBeNull();
    expect(scope.getState($itemToShow)).toBeNull();
    expect(wentBack).toHaveLength(0);
    expect(went).toHaveLength(0);
  });

  it('moves no one when a line is chosen or cleared while the screen is not shown', async () => {
    const { scope, wentBack } = guest();
    await allSettled(orderLineSelected, { scope, params: line });
    await allSettled(selectedOrderCleared, { scope });
    expect(wentBack).toHaveLength(0);
  });
});
