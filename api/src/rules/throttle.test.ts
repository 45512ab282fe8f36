import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  CLIENT_GUESS_LOCK,
  CLIENT_LIMITS,
  clientKey,
  DAY,
  guestLoginGuards,
  IDLE_TAB_RECLAIMED_AFTER_MS,
  type Limit,
  joinTabGuards,
  lockAfterFill,
  MAX_OPEN_TABS_PER_TABLE,
  mostWrongAnswersPerDay,
  SESSION_EMAIL_LIMIT,
  TABLE_OPEN_LIMIT,
  TARGET_GUESS_CEILING,
  tooManyAttempts,
} from './throttle';
import { TAB_PASSWORD_DIGITS, TAB_PASSWORDS } from './password';

const MINUTE = 60_000;

/** Days of guessing at the most a limit lets through per expected hit on a full table. */
const expectedDaysPerHit = (limit: Limit) => TAB_PASSWORDS / MAX_OPEN_TABS_PER_TABLE / mostWrongAnswersPerDay(limit);
/** Percent chance that the guesses the table's ceiling compares in its window hit a tab of a full table. */
const hitWithinCeiling = () => (100 * (1 - (1 - MAX_OPEN_TABS_PER_TABLE / TAB_PASSWORDS) ** TARGET_GUESS_CEILING.max)).toFixed(2);

describe('attempt limits', () => {
  it('tells how long to wait in whole minutes, at least one', () => {
    assert.equal(tooManyAttempts(0), 'Too many attempts. Please try again in 1 minute.');
    assert.equal(tooManyAttempts(59_000), 'Too many attempts. Please try again in 1 minute.');
    assert.equal(tooManyAttempts(14 * 60_000 + 1), 'Too many attempts. Please try again in 15 minutes.');
  });

  it('counts a hotel login against its room and its surname, whatever case and spaces the guest typed', () => {
    assert.deepEqual(guestLoginGuards(5, ' Papadopoulos ', ' 204', '10.0.0.1'), guestLoginGuards(5, 'papadopoulos', '204', '10.0.0.1'));
    assert.notDeepEqual(guestLoginGuards(5, 'x', '204', '10.0.0.1'), guestLoginGuards(6, 'x', '204', '10.0.0.1'));
    assert.notDeepEqual(joinTabGuards(1, '5', '10.0.0.1'), joinTabGuards(2, '5', '10.0.0.1'));
  });

  it('locks a client per table, room or surname, and the target itself only at a far higher ceiling', () => {
    const [client, table] = joinTabGuards(1, '5', '10.0.0.1');
    const [, otherClientsTable] = joinTabGuards(1, '5', '10.0.0.2');
    assert.notEqual(client?.key, joinTabGuards(1, '5', '10.0.0.2')[0]?.key);
    assert.equal(table?.key, otherClientsTable?.key);
    assert.deepEqual([client?.limit, table?.limit], [CLIENT_GUESS_LOCK, TARGET_GUESS_CEILING]);
    const login = guestLoginGuards(5, 'Papadopoulos', '310', '10.0.0.1');
    assert.deepEqual(
      login.map((g) => g.limit.max),
      [CLIENT_GUESS_LOCK.max, CLIENT_GUESS_LOCK.max, TARGET_GUESS_CEILING.max, TARGET_GUESS_CEILING.max],
    );
  });

  it('counts an IPv6 client by its /64 network and an IPv4-mapped one by its IPv4 address', () => {
    assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('2001:db8:0:1:aaaa::1'), '2001:db8:0:1::/64');
    assert.equal(clientKey('2001:DB8:0:1:ffff:ffff:ffff:ffff'), '2001:db8:0:1::/64');
    assert.equal(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientKey('::1'), '0:0:0:0::/64');
  });

  it('keeps a ceiling shut twice as long each time it fills again within a day, up to a day', () => {
    assert.equal(lockAfterFill(CLIENT_GUESS_LOCK, 1), 15 * MINUTE);
    assert.equal(lockAfterFill(CLIENT_GUESS_LOCK, 2), 30 * MINUTE);
    assert.equal(lockAfterFill(CLIENT_GUESS_LOCK, 3), 60 * MINUTE);
    assert.equal(lockAfterFill(CLIENT_GUESS_LOCK, 50), DAY);
    assert.equal(lockAfterFill(TARGET_GUESS_CEILING, 1), 60 * MINUTE);
  });

  // The arithmetic the README's Security section states.
  it('needs 1,000 requests from 100 addresses to deny a table or a room to its guests', () => {
    assert.ok(TARGET_GUESS_CEILING.max >= 1_000);
    assert.equal(Math.ceil(TARGET_GUESS_CEILING.max / CLIENT_GUESS_LOCK.max), 100);
  });

  it('keeps the hourly allowance of new tabs above what holding a full table with fresh tabs takes', () => {
    // Otherwise spending the allowance would deny a table more cheaply than filling it.
    assert.ok(TABLE_OPEN_LIMIT.max > MAX_OPEN_TABS_PER_TABLE * (TABLE_OPEN_LIMIT.windowMs / IDLE_TAB_RECLAIMED_AFTER_MS));
  });

  it('bounds the wrong passwords a table evaluates: 70 a day from one address, 5,000 from any number', () => {
    assert.equal(mostWrongAnswersPerDay(CLIENT_GUESS_LOCK), 70);
    assert.equal(mostWrongAnswersPerDay(TARGET_GUESS_CEILING), 5_000);
  });

  it('takes 10^6 tries or more on average to guess a tab password, even on a full table', () => {
    // A guess hits one of at most 20 open tabs among 10^8 passwords: 1 in 5,000,000.
    assert.equal(TAB_PASSWORDS, 100_000_000);
    assert.equal(TAB_PASSWORDS / MAX_OPEN_TABS_PER_TABLE, 5_000_000);
    assert.ok(TAB_PASSWORDS / MAX_OPEN_TABS_PER_TABLE >= 1_000_000);
    // One address: about 196 years per expected hit; everyone together: 1,000 days.
    assert.equal(Math.round(expectedDaysPerHit(CLIENT_GUESS_LOCK) / 365), 196);
    assert.equal(expectedDaysPerHit(TARGET_GUESS_CEILING), 1_000);
    // A full hour of the table's ceiling: a hit with a probability of 0.02 %.
    assert.equal(hitWithinCeiling(), '0.02');
  });

  it("states these figures in the README's Security section", () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const n = (x: number) => x.toLocaleString('en-US');
    const stated = [
      `${CLIENT_LIMITS.joinTab.max} join-tab requests and ${CLIENT_LIMITS.guestLogin.max} hotel logins a minute`,
      `${CLIENT_LIMITS.sessionEmail.max} session e-mails a minute, ${CLIENT_LIMITS.openTab.max} new tabs, ${CLIENT_LIMITS.createOrder.max} new orders and ${CLIENT_LIMITS.serviceRequest.max} service requests in 15 minutes`,
      `at most ${SESSION_EMAIL_LIMIT.max} session e-mails an hour`,
      `${CLIENT_GUESS_LOCK.max} wrong passwords on one table, or ${CLIENT_GUESS_LOCK.max} wrong logins`,
      `only after ${n(TARGET_GUESS_CEILING.max)} wrong answers within an hour`,
      `at most ${MAX_OPEN_TABS_PER_TABLE} open tabs and takes ${TABLE_OPEN_LIMIT.max} new tabs an hour`,
      `idle for ${IDLE_TAB_RECLAIMED_AFTER_MS / MINUTE} minutes`,
      `or ${MAX_OPEN_TABS_PER_TABLE} new tabs every ${IDLE_TAB_RECLAIMED_AFTER_MS / MINUTE} minutes`,
      `takes ${n(TARGET_GUESS_CEILING.max)} wrong answers: at least ${n(TARGET_GUESS_CEILING.max)} requests, from at least ${TARGET_GUESS_CEILING.max / CLIENT_GUESS_LOCK.max} addresses`,
      `A tab password has ${TAB_PASSWORD_DIGITS} digits.`,
      `one of at most ${MAX_OPEN_TABS_PER_TABLE} passwords among ${n(TAB_PASSWORDS)}: 1 in ${n(TAB_PASSWORDS / MAX_OPEN_TABS_PER_TABLE)}`,
      `takes ${n(TAB_PASSWORDS / MAX_OPEN_TABS_PER_TABLE)} tries on average, above the goal of 10^6`,
      `at most ${mostWrongAnswersPerDay(CLIENT_GUESS_LOCK)} wrong passwords a day on a table: about ${Math.round(expectedDaysPerHit(CLIENT_GUESS_LOCK) / 365)} years`,
      `at most ${n(mostWrongAnswersPerDay(TARGET_GUESS_CEILING))} a day: ${n(expectedDaysPerHit(TARGET_GUESS_CEILING))} days per expected hit`,
      `within the ${n(TARGET_GUESS_CEILING.max)} guesses the ceiling compares in an hour`,
      `probability of ${hitWithinCeiling()} %`,
      `join-tab takes 4 to ${TAB_PASSWORD_DIGITS} digits`,
    ];
    for (const figure of stated) assert.ok(readme.includes(figure), `README states: ${figure}`);
  });
});
