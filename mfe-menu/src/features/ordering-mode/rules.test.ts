import type { TFunction } from 'i18next';
import { viewOnlyReason } from '@tabula/shared';
import { makeMenu, makeVenue } from '@tabula/shared/test';
import { needsTab, needsViewModeRedirect, orderingMode, keepingViewMode, viewOnlyMessage } from './rules';

const t = ((key: string) => `t:${key}`) as unknown as TFunction;

describe('orderingMode', () => {
  it('lets the guest order from an open, orderable venue', () => {
    expect(orderingMode(makeVenue(), null, makeMenu())).toBe('order');
  });

  it('is read-only with ?type=view, a read-only venue or a read-only menu', () => {
    expect(orderingMode(makeVenue(), 'view')).toBe('readOnly');
    expect(orderingMode(makeVenue({ read_only_menu: true }), null)).toBe('readOnly');
    expect(orderingMode(makeVenue(), null, makeMenu({ read_only: true }))).toBe('readOnly');
  });

  it('says the venue is not accepting orders even in view mode', () => {
    expect(orderingMode(makeVenue({ is_currently_accepting_orders: false }), 'view')).toBe('notAccepting');
  });

  it('is read-only at a read-only venue that is not accepting orders either, as the tab bar says', () => {
    const both = makeVenue({ read_only_menu: true, is_currently_accepting_orders: false });
    expect(orderingMode(both, null)).toBe('readOnly');
    expect(orderingMode(both, 'view')).toBe('readOnly');
    expect(viewOnlyReason(both, 'view')).toBe('readOnly');
    const closed = makeVenue({ is_currently_accepting_orders: false });
    expect(viewOnlyReason(closed, 'view')).toBe(orderingMode(closed, 'view'));
  });
});

describe('needsViewModeRedirect', () => {
  it('sends a venue not accepting orders to view mode once', () => {
    const closed = makeVenue({ is_currently_accepting_orders: false });
    expect(needsViewModeRedirect(closed, null)).toBe(true);
    expect(needsViewModeRedirect(closed, 'view')).toBe(false);
    expect(needsViewModeRedirect(makeVenue(), null)).toBe(false);
    expect(needsViewModeRedirect(null, null)).toBe(false);
  });
});

describe('viewOnlyMessage', () => {
  it("uses the venue's read-only text, or the spec's default", () => {
    expect(viewOnlyMessage('readOnly', makeVenue({ read_only_text: 'Bar orders only' }), t)).toBe('Bar orders only');
    expect(viewOnlyMessage('readOnly', makeVenue({ read_only_text: '  ' }), t)).toBe('t:errors.onlyFoodMenuTableArea');
    expect(viewOnlyMessage('readOnly', null, t)).toBe('t:errors.onlyFoodMenuTableArea');
  });

  it('explains that a closed venue takes no orders', () => {
    expect(viewOnlyMessage('notAccepting', makeVenue({ read_only_text: 'x' }), t)).toBe('t:errors.notAcceptingOrders');
  });
});

describe('needsTab', () => {
  const cashOnly = { accept_card: false, stripe_account_ref: null };

  it('asks for a tab only where orders need one and the guest has none', () => {
    expect(needsTab(makeVenue({ accept_orders_without_tab: false, ...cashOnly }), false)).toBe(true);
    expect(needsTab(makeVenue({ accept_orders_without_tab: false, ...cashOnly }), true)).toBe(false);
    expect(needsTab(makeVenue({ accept_orders_without_tab: true, ...cashOnly }), false)).toBe(false);
  });

  it('lets a guest without a tab order and pay now where the venue takes cards', () => {
    expect(needsTab(makeVenue({ accept_orders_without_tab: false, accept_card: true, stripe_account_ref: 'acct_1' }), false)).toBe(false);
    // Accepting cards without a connected account is not taking them.
    expect(needsTab(makeVenue({ accept_orders_without_tab: false, accept_card: true, stripe_account_ref: null }), false)).toBe(true);
  });
});

describe('keepingViewMode', () => {
  it('carries view mode to the next screen and nothing else', () => {
    expect(keepingViewMode('/search', '?type=view&tab=x')).toStrictEqual({ pathname: '/search', search: '?type=view' });
    expect(keepingViewMode('/menu', 'tab=x')).toStrictEqual({ pathname: '/menu', search: '' });
  });
});
