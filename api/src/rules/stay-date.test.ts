import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkOutDayText } from './stay-date';

describe('checkOutDayText', () => {
  const checkOut = new Date('2026-12-13T12:00:00.000Z');

  it("writes the check-out day in the guest's language", () => {
    assert.equal(checkOutDayText(checkOut, 'en'), 'Sunday, 13 December 2026');
    assert.equal(checkOutDayText(checkOut, 'es'), 'domingo, 13 de diciembre de 2026');
    assert.equal(checkOutDayText(checkOut, 'gr'), 'Κυριακή 13 Δεκεμβρίου 2026');
    assert.equal(checkOutDayText(checkOut, 'fr'), 'dimanche 13 décembre 2026');
  });

  it('writes English for no language or one the app does not have', () => {
    for (const language of [undefined, '', 'de', 'xx-long']) assert.equal(checkOutDayText(checkOut, language), 'Sunday, 13 December 2026');
  });

  it('keeps the UTC day, late or early in the day', () => {
    assert.equal(checkOutDayText(new Date('2026-12-13T23:30:00.000Z'), 'en'), 'Sunday, 13 December 2026');
    assert.equal(checkOutDayText(new Date('2026-12-13T00:30:00.000Z'), 'en'), 'Sunday, 13 December 2026');
  });
});
