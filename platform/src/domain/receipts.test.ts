import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { it } from 'node:test';
import { issueReceipt, openReceipt, receiptCovers } from './receipts';

const key = randomBytes(32);
const guest = '5b0e8f3c-1d2a-4c3b-8a9f-0e1d2c3b4a59';
const served = { guest, venue: 1, builds: ['mfe_menu@v2', 'mfe_menu@initial', 'mfe_tab@initial'], fallbacks: ['mfe_menu@initial'] };

it('names the page view and tells the versions the page chose from the fallbacks it runs only on a failure', () => {
  const receipt = issueReceipt(key, served);
  const page = openReceipt(key, receipt, { guest, venue: 1 });
  assert.deepEqual(page?.chosen, ['mfe_menu@v2', 'mfe_tab@initial']);
  assert.deepEqual(page?.builds, served.builds);
  assert.match(page?.pageView ?? '', /^[A-Za-z0-9_-]{16}$/);
  // Every page gets its own page view.
  assert.notEqual(openReceipt(key, issueReceipt(key, served), { guest, venue: 1 })?.pageView, page?.pageView);
  // A failure report may name the fallback: the page runs it when the chosen version fails.
  assert.equal(receiptCovers(key, receipt, { guest, venue: 1, build: 'mfe_menu@initial' }), true);
});

it('opens for its own guest and venue within a day, signed by this key, and for nothing else', () => {
  const now = Date.now();
  const receipt = issueReceipt(key, served, now);
  assert.equal(openReceipt(key, receipt, { guest: guest.replace('5b', '6b'), venue: 1 }, now), undefined);
  assert.equal(openReceipt(key, receipt, { guest, venue: 2 }, now), undefined);
  assert.equal(openReceipt(randomBytes(32), receipt, { guest, venue: 1 }, now), undefined);
  assert.equal(openReceipt(key, `${receipt.split('.')[0]}.forged`, { guest, venue: 1 }, now), undefined);
  assert.equal(openReceipt(key, receipt, { guest, venue: 1 }, now + 25 * 3600_000), undefined);
  assert.ok(openReceipt(key, receipt, { guest, venue: 1 }, now + 23 * 3600_000));
});
