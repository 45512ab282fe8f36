import { readEntryParams, sendsGuestHome, withoutEntryParams } from './rules';

const SESSION = '5f0c7d2e-9a41-4b8e-8c3d-2e6f1a7b9c40';

describe('readEntryParams', () => {
  it('reads the tab link, hotel session and room', () => {
    expect(readEntryParams(new URLSearchParams(`tab=t-1&sessionid=${SESSION}&room_no=204`))).toEqual({
      tab: 't-1',
      sessionId: SESSION,
      roomNumber: '204',
    });
  });

  it('ignores a session id that is not a uuid, as the shared store does', () => {
    for (const malformed of ['s-1', 'undefined', `${SESSION}x`, SESSION.slice(1)]) {
      expect(readEntryParams(new URLSearchParams(`sessionid=${malformed}&room_no=204`)).sessionId).toBeNull();
    }
    expect(readEntryParams(new URLSearchParams(`sessionid=%20${SESSION}%20`)).sessionId).toBe(SESSION);
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
