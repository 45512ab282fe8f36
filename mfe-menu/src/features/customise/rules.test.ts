import { makeCartLine, makeCategory, makeCustomisation, makeItem, makeMenu, makeOption } from '@tabula/shared/test';
import { addressedItemId, initialValues, itemFromLine, itemToShow, locateItem, priceIdOf } from './rules';

const crust = makeCustomisation({
  item_customisation_id: 7,
  required: true,
  customisation_options: [makeOption({ customisation_option_id: 70 }), makeOption({ customisation_option_id: 71, pre_selected: true })],
});
const pizza = makeItem({
  item_id: 3,
  name: 'Pizza',
  description: '<p>Hot</p>',
  prices: [
    { id: 30, description: 'Small', amount: 9, position: 0 },
    { id: 31, description: 'Large', amount: 13, position: 1 },
  ],
  item_customisations: [crust],
});
const category = makeCategory({ id: 2, items: [pizza] });
const menus = [makeMenu({ id: 1, menu_categories: [makeCategory({ id: 1 }), category] })];

describe('locateItem', () => {
  it('finds the menu and category of a dish', () => {
    expect(locateItem(menus, 3)).toEqual({ menu: menus[0], category, item: pizza });
  });

  it('answers null for a dish no longer on the menu', () => {
    expect(locateItem(menus, 99)).toBeNull();
  });
});

describe('addressedItemId', () => {
  it('reads the dish from the entry’s state, else from ?item= of a first-paint link', () => {
    expect(addressedItemId({ item_id: 7, from: 'search' }, '')).toBe(7);
    expect(addressedItemId(null, '?item=12')).toBe(12);
    expect(addressedItemId({ item_id: 7 }, '?item=12')).toBe(7);
  });

  it('names no dish for what is not a dish id', () => {
    for (const search of ['', '?item=', '?item=abc', '?item=-3', '?item=1.5', '?item=1e400'])
      expect(addressedItemId(null, search)).toBeNull();
  });
});

describe('itemToShow', () => {
  const line = makeCartLine({ item_id: 3, name: 'Old pizza name' });

  it('shows the edited line’s dish as the menu has it now', () => {
    expect(itemToShow(null, line, menus)).toBe(pizza);
  });

  it('rebuilds the dish from the line when the menu lost it', () => {
    const lost = makeCartLine({ item_id: 99, name: 'Gone', price: 4 });
    expect(itemToShow(pizza, lost, menus)).toEqual(itemFromLine(lost));
    expect(itemFromLine(lost)).toMatchObject({ item_id: 99, name: 'Gone', price: 4, description: '' });
  });

  it('shows the dish the screen’s address names, as the menu has it now', () => {
    expect(itemToShow(null, null, menus, 3)).toBe(pizza);
    expect(itemToShow(null, null, menus, 99)).toBeNull();
  });

  it('otherwise shows the dish the guest tapped', () => {
    expect(itemToShow(pizza, null, menus)).toBe(pizza);
    expect(itemToShow(null, null, menus)).toBeNull();
  });
});

describe('initialValues', () => {
  it('starts a dish with several prices with none chosen and its pre-selected options', () => {
    expect(initialValues(pizza, null)).toEqual({ priceId: null, selection: { 7: [71] }, quantity: 1, note: '' });
  });

  it('chooses the only price for the guest', () => {
    const single = makeItem({ prices: [{ id: 5, description: 'Glass', amount: 3, position: 0 }] });
    expect(initialValues(single, null).priceId).toBe('5');
  });

  it('starts an edit from the line', () => {
    const line = makeCartLine({ item_id: 3, price_id: 31, optionsObject: { 7: [70] }, quantity: 2, note: 'no basil' });
    expect(initialValues(pizza, line)).toEqual({ priceId: '31', selection: { 7: [70] }, quantity: 2, note: 'no basil' });
  });
});

describe('priceIdOf', () => {
  it('reads the radio value back as an id', () => {
    expect(priceIdOf('31')).toBe(31);
    expect(priceIdOf(null)).toBeNull();
    expect(priceIdOf('x')).toBeNull();
  });
});
