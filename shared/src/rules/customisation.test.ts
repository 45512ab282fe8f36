import { customisableDish, makeCustomisation, makeItem, makeOption, soldOut } from '../test/fixtures';
import { requiresPriceChoice, selectedOptionIds, visibleCustomisations } from './customisation';

const { item } = customisableDish();

describe('visibleCustomisations', () => {
  it('sorts by position and hides sold-out groups and options', () => {
    const groups = visibleCustomisations(item);
    expect(groups.map((g) => g.item_customisation_id)).toEqual([20, 10]);
    expect(groups[1]?.customisation_options.map((o) => o.customisation_option_id)).toEqual([100, 101]);
  });

  it('hides a group whose options are all sold out', () => {
    const empty = makeCustomisation({ customisation_options: [makeOption(soldOut)] });
    expect(visibleCustomisations(makeItem({ item_customisations: [empty] }))).toEqual([]);
  });
});

describe('selection', () => {
  it('lists selected ids in screen order', () => {
    expect(selectedOptionIds(item, { 10: [101], 20: [201, 200], 30: [300] })).toEqual([200, 201, 101]);
  });
});

describe('prices', () => {
  it('asks to choose a type only with more than one price', () => {
    expect(requiresPriceChoice(item)).toBe(true);
    expect(requiresPriceChoice(makeItem({ prices: [{ id: 5, description: '', amount: 3, position: 0 }] }))).toBe(false);
  });
});
