import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createVenueEvents } from './venue-events';

describe('venue events', () => {
  it('reaches every subscriber in turn, and the emitter waits for them', async () => {
    const events = createVenueEvents();
    const heard: string[] = [];
    events.on('orderSubmitted', async ({ orderUuid }) => {
      await new Promise((resolve) => setImmediate(resolve));
      heard.push(`first ${orderUuid}`);
    });
    events.on('orderSubmitted', ({ guestId }) => {
      heard.push(`second ${guestId}`);
    });
    await events.emit('orderSubmitted', { orderUuid: 'o-1', guestId: null });
    assert.deepEqual(heard, ['first o-1', 'second null']);
  });

  it('lets the venue emit with nobody subscribed', async () => {
    await assert.doesNotReject(createVenueEvents().emit('orderSubmitted', { orderUuid: 'o-2', guestId: null }));
  });

  it('fails the emit when a subscriber fails, as the request that emitted it', async () => {
    const events = createVenueEvents();
    events.on('orderSubmitted', () => Promise.reject(new Error('counting failed')));
    await assert.rejects(events.emit('orderSubmitted', { orderUuid: 'o-3', guestId: null }), /counting failed/);
  });

  it('records each event before its subscribers hear it, and delivers a recorded one without recording it again', async () => {
    const steps: string[] = [];
    const events = createVenueEvents(async (name, event) => {
      steps.push(`recorded ${name} ${event.orderUuid}`);
    });
    events.on('orderSubmitted', ({ orderUuid }) => {
      steps.push(`heard ${orderUuid}`);
    });
    await events.emit('orderSubmitted', { orderUuid: 'o-4', guestId: null });
    await events.deliver('orderSubmitted', { orderUuid: 'o-5', guestId: null });
    assert.deepEqual(steps, ['recorded orderSubmitted o-4', 'heard o-4', 'heard o-5']);
  });
});
