import { makeVenue } from '@tabula/shared/test';
import { showWaiterActions } from './showWaiterActions';

describe('showWaiterActions', () => {
  it('shows Call server and Get bill when enabled, never for rooms', () => {
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: true }), null)).toBe(true);
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: false }), null)).toBe(false);
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: true, type: 3 }), null)).toBe(false);
  });

  it('offers no Call server or Get bill to a read-only viewer', () => {
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: true }), 'view')).toBe(false);
    expect(showWaiterActions(makeVenue({ show_request_waiter_action: true, read_only_menu: true }), null)).toBe(false);
  });
});
