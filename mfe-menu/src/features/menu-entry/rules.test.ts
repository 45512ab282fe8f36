import { readEntryParams, sendsGuestHome, withoutEntryParams } from './rules';

describe('readEntryParams', () => {
  it('reads the tab link, hotel session and room', () => {
    expect(readEntryParams(new URLSearchParams('tab=t-1&sessionid=s-1&room_no=204'))).toEqual({
      tab: 't-1',
      sessionId: 's-1',
      roomNumber: '204',
    });
  });

  it('treats blank parameters as absent', () => {
    expect(readEntryParams(new URLSearchParams('tab=&sessionid=%20'))).toEqual({ tab: null, sessionId: null, roomNumber: null });
  });
});

describe('withoutEntryParams', () => {
  it('keeps view mode and drops what was acted on', () => {
    expect(withoutEntryParams(new URLSearchParams('tab=t&type=view&room_no=2'))).toBe('?type=view');
    expect(withoutEntryParams(new URLSearchParams('sessionid=s'))).toBe('');
  });
});

describe('sendsGuestHome', () => {
  it('keeps the guest on the menu for an expired tab or no answer', () => {
    expect(sendsGuestHome(403)).toBe(false);
    expect(sendsGuestHome(0)).toBe(false);
    expect(sendsGuestHome(404)).toBe(true);
    expect(sendsGuestHome(400)).toBe(true);
  });
});
