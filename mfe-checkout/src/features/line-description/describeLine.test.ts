import { makeCustomisedPizza, makeCartLine, makeCategory, makeItem, makeMenu, makeOrderItem } from '@tabula/shared/test';
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
