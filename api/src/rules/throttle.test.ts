import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { guestLoginKeys, isLocked, JOIN_TAB_LOCK, joinTabKey, tooManyAttempts } from './throttle';

describe('attempt limits', () => {
  it('locks a target once it took the most wrong answers its window allows', () => {
    assert.equal(isLocked(JOIN_TAB_LOCK.max - 1, JOIN_TAB_LOCK), false);
    assert.equal(isLocked(JOIN_TAB_LOCK.max, JOIN_TAB_LOCK), true);
  });

  it('tells how long to wait in whole minutes, at least one', () => {
    assert.equal(tooManyAttempts(0), 'Too many attempts. Please try again in 1 minute.');
    assert.equal(tooManyAttempts(59_000), 'Too many attempts. Please try again in 1 minute.');
    assert.equal(tooManyAttempts(14 * 60_000 + 1), 'Too many attempts. Please try again in 15 minutes.');
  });

  it('counts a hotel login against its room and its surname, whatever case and spaces the guest typed', () => {
    assert.deepEqual(guestLoginKeys(5, ' Papadopoulos ', ' 204'), guestLoginKeys(5, 'papadopoulos', '204'));
    assert.notDeepEqual(guestLoginKeys(5, 'x', '204'), guestLoginKeys(6, 'x', '204'));
    assert.notEqual(joinTabKey(1, '5'), joinTabKey(2, '5'));
  });
});
