import {
  makeCartLine,
  makeCategory,
  makeCustomisation,
  makeCustomisedPizza,
  makeItem,
  makeMenu,
  makeOption,
  makeOrderItem,
} from '@tabula/shared/test';
import { describeCartLine, describeOrderItem } from './describeLine';

const { group, item } = makeCustomisedPizza();

describe('describing lines in the guest’s language', () => {
  const pizza = makeItem({
    item_id: 7,
    name: 'Pizza',
    prices: [
      { id: 70, description: 'Small', amount: 9, position: 0 },
      { id: 71, description: 'Large', amount: 14, position: 1 },
    ],
    item_customisations: [group],
  });
  const line = makeCartLine({
    item_id: 7,
    order_item_id: 5,
    name: 'Pizza',
    price_id: 71,
    prices: pizza.prices,
    options: [31],
    optionsObject: { 3: [31] },
    item_customisations: [group],
  });
  /** The same menu as served in Greek. */
  const greek = [
    makeMenu({
      menu_categories: [
        makeCategory({
          items: [
            {
              ...pizza,
              name: 'Πίτσα',
              prices: pizza.prices.map((price) => ({ ...price, description: price.id === 71 ? 'Μεγάλη' : 'Μικρή' })),
              item_customisations: [
                {
                  ...group,
                  customisation_options: group.customisation_options.map((option) => ({
                    ...option,
                    name: `gr-${option.customisation_option_id}`,
                  })),
                },
              ],
            },
          ],
        }),
      ],
    }),
  ];

  it('names the size chosen of a dish that comes in several, and its options', () => {
    expect(describeCartLine(line, [])).toEqual({ name: 'Pizza', size: 'Large', options: [{ id: 31, name: 'Option', priceCents: 100 }] });
    expect(describeCartLine(line, greek)).toEqual({ name: 'Πίτσα', size: 'Μεγάλη', options: [{ id: 31, name: 'gr-31', priceCents: 100 }] });
  });

  it('names no size for a dish with one price', () => {
    const single = makeCartLine({ item_id: 7, name: 'Pizza', price_id: 70, prices: item.prices, item_customisations: [group] });
    expect(describeCartLine(single, []).size).toBeNull();
  });

  it("translates a placed order's lines from the menu, and keeps the order's names for what it no longer lists", () => {
    const ordered = makeOrderItem({
      item_ref: 7,
      name: 'Pizza',
      price_id: 71,
      order_item_options: [
        { order_option_id: 2, customisation_option_ref: 32, name: 'Olives', price: 0.5, position: 1, display_as_main_item: false },
        { order_option_id: 1, customisation_option_ref: 31, name: 'Cheese', price: 1, position: 0, display_as_main_item: false },
      ],
    });
    expect(describeOrderItem(ordered, greek)).toEqual({
      name: 'Πίτσα',
      size: 'Μεγάλη',
      options: [
        { id: 1, name: 'gr-31', priceCents: 100 },
        { id: 2, name: 'gr-32', priceCents: 50 },
      ],
    });
    expect(describeOrderItem({ ...ordered, item_ref: 99 }, greek)).toEqual({
      name: 'Pizza',
      size: null,
      options: [
        { id: 1, name: 'Cheese', priceCents: 100 },
        { id: 2, name: 'Olives', priceCents: 50 },
      ],
    });
  });
});

describe("options in the menu's order", () => {
  // The crust group comes first on the menu; each option's position counts within its own group.
  const crust = makeCustomisation({
    item_customisation_id: 1,
    name: 'Crust',
    position: 0,
    customisation_options: [
      makeOption({ customisation_option_id: 11, name: 'Thin', position: 0 }),
      makeOption({ customisation_option_id: 12, name: 'Classic', position: 2 }),
    ],
  });
  const toppings = makeCustomisation({
    item_customisation_id: 2,
    name: 'Toppings',
    position: 1,
    max_selectable: 3,
    customisation_options: [
      makeOption({ customisation_option_id: 22, name: 'Mushrooms', position: 3, price: 1 }),
      makeOption({ customisation_option_id: 21, name: 'Olives', position: 1, price: 0.5 }),
    ],
  });
  const pizza = makeItem({ item_id: 8, name: 'Pizza', item_customisations: [toppings, crust] });
  const menus = [makeMenu({ menu_categories: [makeCategory({ items: [pizza] })] })];
  const names = (description: { options: { name: string }[] }) => description.options.map((option) => option.name);

  it('lists a cart line group by group, each in its order', () => {
    const line = makeCartLine({ item_id: 8, name: 'Pizza', options: [22, 21, 12], item_customisations: [toppings, crust] });
    expect(names(describeCartLine(line, menus))).toEqual(['Classic', 'Olives', 'Mushrooms']);
    // A dish the menu no longer lists is ordered by the customisations the line carries.
    expect(names(describeCartLine(line, []))).toEqual(['Classic', 'Olives', 'Mushrooms']);
  });

  it("lists a placed order's line as the cart does, though the order keeps each option's place in its group", () => {
    const ordered = makeOrderItem({
      item_ref: 8,
      name: 'Pizza',
      order_item_options: [
        { order_option_id: 1, customisation_option_ref: 12, name: 'Classic', price: 0, position: 2, display_as_main_item: false },
        { order_option_id: 2, customisation_option_ref: 21, name: 'Olives', price: 0.5, position: 1, display_as_main_item: false },
        { order_option_id: 3, customisation_option_ref: 22, name: 'Mushrooms', price: 1, position: 3, display_as_main_item: false },
      ],
    });
    expect(names(describeOrderItem(ordered, menus))).toEqual(['Classic', 'Olives', 'Mushrooms']);
  });
});
