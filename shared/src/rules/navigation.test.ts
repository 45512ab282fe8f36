import { hotelVenueLink, tabFormCancelTarget } from './navigation';

const stay = { sessionId: 's-1', roomNumber: '204' };

describe('hotelVenueLink', () => {
  it('sends room service to the menu with the session', () => {
    expect(hotelVenueLink({ domain: 'http://rooms.localhost:8080/', type: 3, read_only_menu: false }, stay)).toBe(
      'http://rooms.localhost:8080/menu?sessionid=s-1&room_no=204',
    );
  });

  it('sends a view-only venue to the menu in view mode', () => {
    expect(hotelVenueLink({ domain: 'spa.example', type: 1, read_only_menu: true }, stay)).toBe('https://spa.example/menu?type=view');
  });

  it('sends other venues to open a tab with the session', () => {
    expect(hotelVenueLink({ domain: 'bar.example', type: 2, read_only_menu: false }, stay)).toBe(
      'https://bar.example/open-tab?sessionid=s-1&room_no=204',
    );
    expect(hotelVenueLink({ domain: 'bar.example', type: 2, read_only_menu: false }, { sessionId: null, roomNumber: null })).toBe(
      'https://bar.example/open-tab',
    );
  });
});

describe('tabFormCancelTarget', () => {
  it('returns to the menu when the guest came from it', () => {
    expect(tabFormCancelTarget('menu', 'open-tab', '4')).toBe('/menu');
  });

  it('returns to the welcome page naming the form and the table', () => {
    expect(tabFormCancelTarget(null, 'open-tab', '4')).toBe('/?from=open-tab&table=4');
    expect(tabFormCancelTarget('login', 'join-tab', null)).toBe('/?from=join-tab');
  });
});
