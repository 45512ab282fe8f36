import { makeCustomisation, makeItem, makeOption } from '../test/fixtures';
import { requiresPriceChoice, selectedOptionIds, visibleCustomisations } from './customisation';

const soldOut = { availability: { out_of_stock: true } };

const sauce = makeCustomisation({
  item_customisation_id: 10,
  name: 'Sauce',
  required: true,
  max_selectable: 1,
  position: 2,
  customisation_options: [
    makeOption({ customisation_option_id: 101, name: 'Tomato', position: 1 }),
    makeOption({ customisation_option_id: 100, name: 'Cream', position: 0, pre_selected: true }),
    makeOption({ customisation_option_id: 102, name: 'Pesto', position: 2, ...soldOut }),
  ],
});
const toppings = makeCustomisation({
  item_customisation_id: 20,
  name: 'Toppings',
  required: false,
  max_selectable: 2,
  position: 1,
  customisation_options: [
    makeOption({ customisation_option_id: 200, price: 0.5, position: 0, pre_selected: true }),
    makeOption({ customisation_option_id: 201, price: 1, position: 1, pre_selected: true }),
    makeOption({ customisation_option_id: 202, price: 1, position: 2, pre_selected: true }),
  ],
});
const hiddenGroup = makeCustomisation({
  item_customisation_id: 30,
  required: true,
  position: 0,
  ...soldOut,
  customisation_options: [makeOption({ customisation_option_id: 300 })],
});
const item = makeItem({
  item_customisations: [sauce, toppings, hiddenGroup],
  prices: [
    { id: 2, description: 'Large', amount: 12, position: 1 },
    { id: 1, description: 'Small', amount: 9, position: 0 },
  ],
});
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
