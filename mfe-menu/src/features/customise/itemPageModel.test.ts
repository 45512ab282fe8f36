import { allSettled } from 'effector';
import { $selectedOrder, $venue, $venueStatus, orderLineSelected, selectedOrderCleared } from '@tabula/shared';
import { createTestScope, makeCartLine, makeCategory, makeItem, makeMenu, makeVenue, recordNavigation } from '@tabula/shared/test';
import { $currentItem } from '../ordering-mode';
import { $itemToShow, itemPageLeft, itemPageOpened } from './itemPageModel';

const soup = makeItem({ item_id: 7, name: 'Soup' });
const line = makeCartLine({ item_id: 8, order_item_id: 31, name: 'Lager' });

const venue = makeVenue({ menus: [makeMenu({ menu_categories: [makeCategory({ items: [soup] })] })] });

/** A guest's scope with the dish screen's inputs as given, and where the models send them. */
function guest({
  tapped = null,
  edited = null,
  menus = 'ready',
}: { tapped?: typeof soup | null; edited?: typeof line | null; menus?: 'ready' | 'loading' } = {}) {
  const { wentBack, went, handlers } = recordNavigation();
  const scope = createTestScope({
    values: [
      [$currentItem, tapped],
      [$selectedOrder, edited],
      [$venue, menus === 'ready' ? venue : null],
      [$venueStatus, menus],
    ],
    handlers,
  });
  return { scope, wentBack, went };
}

describe('the dish screen with no dish to show', () => {
  it('sends the guest back (to the menu when there is nowhere to go back to)', async () => {
    const { scope, wentBack, went } = guest();
    await allSettled(itemPageOpened, { scope, params: null });
    expect(wentBack).toStrictEqual([undefined]);
    expect(went).toHaveLength(0);
  });

  it('sends them back once when StrictMode says the screen opened twice', async () => {
    const { scope, wentBack } = guest();
    await allSettled(itemPageOpened, { scope, params: null });
    await allSettled(itemPageOpened, { scope, params: null });
    expect(wentBack).toHaveLength(1);
  });

  it('sends them back when the edited line goes while the screen is shown', async () => {
    const { scope, wentBack } = guest({ edited: line });
    await allSettled(itemPageOpened, { scope, params: null });
    expect(wentBack).toHaveLength(0);
    await allSettled(selectedOrderCleared, { scope });
    expect(wentBack).toStrictEqual([undefined]);
  });

  it('sends them back again on a later visit with no dish', async () => {
    const { scope, wentBack } = guest();
    await allSettled(itemPageOpened, { scope, params: null });
    await allSettled(itemPageLeft, { scope });
    await allSettled(itemPageOpened, { scope, params: null });
    expect(wentBack).toHaveLength(2);
  });
});

describe('the dish screen with a dish', () => {
  it('keeps the guest on the tapped dish', async () => {
    const { scope, wentBack } = guest({ tapped: soup });
    await allSettled(itemPageOpened, { scope, params: null });
    expect(scope.getState($itemToShow)).toBe(soup);
    expect(wentBack).toHaveLength(0);
  });

  it('shows the edited line rather than the dish tapped earlier', async () => {
    const { scope, wentBack } = guest({ tapped: soup, edited: line });
    await allSettled(itemPageOpened, { scope, params: null });
    expect(scope.getState($itemToShow)).toMatchObject({ item_id: 8, name: 'Lager' });
    expect(wentBack).toHaveLength(0);
  });
});

describe('the dish screen opened by its address (another version of the screen taking over, or a reload)', () => {
  it('opens the dish the address names, though this version of the screen saw no tap', async () => {
    const { scope, wentBack } = guest();
    await allSettled(itemPageOpened, { scope, params: 7 });
    expect(scope.getState($itemToShow)).toBe(soup);
    expect(wentBack).toHaveLength(0);
  });

  it('waits for the menus before deciding the dish is gone', async () => {
    const { scope, wentBack } = guest({ menus: 'loading' });
    await allSettled(itemPageOpened, { scope, params: 7 });
    expect(wentBack).toHaveLength(0);
    await allSettled($venue, { scope, params: venue });
    await allSettled($venueStatus, { scope, params: 'ready' });
    expect(scope.getState($itemToShow)).toBe(soup);
    expect(wentBack).toHaveLength(0);
  });

  it('sends the guest back when the menus have no such dish', async () => {
    const { scope, wentBack } = guest();
    await allSettled(itemPageOpened, { scope, params: 99 });
    expect(wentBack).toStrictEqual([undefined]);
  });
});

describe('leaving the dish screen', () => {
  it('clears the edited line without sending the guest back a second time', async () => {
    const { scope, wentBack, went } = guest({ edited: line });
    await allSettled(itemPageOpened, { scope, params: null });
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
