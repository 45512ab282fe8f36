import { clearSessionCookies, readSessionCookie, sessionCookieAttributes, writeSessionCookies } from './cookies';
import { readStored, removeStored, storeOrRemove, writeStored } from './local-storage';

describe('local storage helpers', () => {
  it('write, read and remove a key', () => {
    writeStored('tabId', 'abc');
    expect(readStored('tabId')).toBe('abc');
    removeStored('tabId');
    expect(readStored('tabId')).toBeNull();
  });

  it('storeOrRemove removes on null', () => {
    storeOrRemove('menuId', '4');
    expect(window.localStorage.getItem('menuId')).toBe('4');
    storeOrRemove('menuId', null);
    expect(window.localStorage.getItem('menuId')).toBeNull();
  });

  it('never throws when storage is blocked', () => {
    const failing = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const failingGet = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const failingRemove = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeStored('color', '#fff')).not.toThrow();
    expect(readStored('color')).toBeNull();
    expect(() => removeStored('color')).not.toThrow();
    failing.mockRestore();
    failingGet.mockRestore();
    failingRemove.mockRestore();
  });
});

describe('session cookies', () => {
  it('are Secure when the page came over https, and only then', () => {
    const checkOut = new Date('2030-01-02T12:00:00Z');
    expect(sessionCookieAttributes(checkOut, 'https:')).toEqual({ expires: checkOut, path: '/', sameSite: 'lax', secure: true });
    expect(sessionCookieAttributes(checkOut, 'http:').secure).toBe(false);
  });

  it('are written until check-out and cleared together', () => {
    const checkOut = new Date(Date.now() + 86_400_000);
    writeSessionCookies({ session: 's-1', id: 'venue-1', room_number: '204' }, checkOut);
    expect(readSessionCookie('session')).toBe('s-1');
    expect(readSessionCookie('id')).toBe('venue-1');
    expect(readSessionCookie('room_number')).toBe('204');
    clearSessionCookies();
    expect(readSessionCookie('session')).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('are not kept past check-out', () => {
    writeSessionCookies({ session: 's-1', id: 'v', room_number: '1' }, new Date(Date.now() - 1000));
    expect(readSessionCookie('session')).toBeNull();
  });
});
