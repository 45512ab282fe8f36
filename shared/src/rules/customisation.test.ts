import { customisableDish, makeItem } from '../test/fixtures';
import { requiresPriceChoice } from './customisation';

const { item } = customisableDish();

describe('prices', () => {
  it('asks to choose a type only with more than one price', () => {
    expect(requiresPriceChoice(item)).toBe(true);
    expect(requiresPriceChoice(makeItem({ prices: [{ id: 5, description: '', amount: 3, position: 0 }] }))).toBe(false);
  });
});
