import { makeVenue } from '@tabula/shared/test';
import { tabBarView } from './view';

describe('tabBarView', () => {
  it('shows nothing before the venue is known or where orders need no tab', () => {
    expect(tabBarView(null, false, null)).toEqual({ content: 'none', notice: null });
    expect(tabBarView(makeVenue({ accept_orders_without_tab: true }), true, null)).toEqual({ content: 'none', notice: null });
  });

  it('shows the tab, or Open and Join without one', () => {
    expect(tabBarView(makeVenue(), true, null)).toEqual({ content: 'active', notice: null });
    expect(tabBarView(makeVenue(), false, null)).toEqual({ content: 'noTab', notice: null });
  });

  it('shows only the read-only notice to a read-only viewer', () => {
    expect(tabBarView(makeVenue(), true, 'view')).toEqual({ content: 'none', notice: 'readOnly' });
    expect(tabBarView(makeVenue({ read_only_menu: true }), false, null)).toEqual({ content: 'none', notice: 'readOnly' });
  });

  it('tells a venue is not taking orders, keeping an open tab visible', () => {
    const closed = makeVenue({ is_currently_accepting_orders: false });
    expect(tabBarView(closed, false, null)).toEqual({ content: 'none', notice: 'notAccepting' });
    expect(tabBarView(closed, true, null)).toEqual({ content: 'active', notice: 'notAccepting' });
  });

  it('says the venue is not taking orders in the view mode it sends its guests to', () => {
    const closed = makeVenue({ is_currently_accepting_orders: false });
    expect(tabBarView(closed, false, 'view')).toEqual({ content: 'none', notice: 'notAccepting' });
    expect(tabBarView(closed, true, 'view')).toEqual({ content: 'none', notice: 'notAccepting' });
  });

  it('shows the read-only notice at a read-only venue that is not taking orders either', () => {
    const both = makeVenue({ read_only_menu: true, is_currently_accepting_orders: false });
    expect(tabBarView(both, false, null)).toEqual({ content: 'none', notice: 'readOnly' });
    expect(tabBarView(both, true, 'view')).toEqual({ content: 'none', notice: 'readOnly' });
  });

  it('names the read-only notice for a read-only menu on screen, as the menu does, and keeps an open tab', () => {
    const readOnlyMenu = { read_only: true };
    expect(tabBarView(makeVenue(), true, null, readOnlyMenu)).toEqual({ content: 'active', notice: 'readOnly' });
    const closed = makeVenue({ is_currently_accepting_orders: false });
    expect(tabBarView(closed, false, 'view', readOnlyMenu)).toEqual({ content: 'none', notice: 'readOnly' });
    expect(tabBarView(closed, false, 'view', { read_only: false })).toEqual({ content: 'none', notice: 'notAccepting' });
  });
});
