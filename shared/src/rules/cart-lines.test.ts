import { makeCustomisedPizza, makeCategory, makeMenu, makeOrderItem } from '../test/fixtures';
import { cartLinesFromOrderItems } from './cart-lines';

const { group, item } = makeCustomisedPizza();

describe('cartLinesFromOrderItems', () => {
  const menus = [makeMenu({ menu_categories: [makeCategory({ items: [item] })] })];

  it("rebuilds lines with the menu item and the server's unit price, options included", () => {
    const [line] = cartLinesFromOrderItems(
      [
        makeOrderItem({
          order_item_id: 9,
          item_ref: 7,
          name: 'Pizza',
          quantity: 3,
          price: 15,
          price_id: 70,
          note: 'n',
          order_item_options: [
            { order_option_id: 1, customisation_option_ref: 31, name: 'x', price: 1, position: 0, display_as_main_item: false },
          ],
        }),
      ],
      menus,
      'EUR',
    );
    expect(line).toMatchObject({
      item_id: 7,
      order_item_id: 9,
      options: [31],
      optionsObject: { 3: [31] },
      price: 14,
      itemPrice: 15,
      itemOrderPrice: 45,
      prices: item.prices,
      item_customisations: [group],
    });
  });

  it('keeps items no longer on the menu', () => {
    const [line] = cartLinesFromOrderItems([makeOrderItem({ item_ref: 99, price: 4, quantity: 2 })], menus, 'EUR');
    expect(line).toMatchObject({ item_id: 99, prices: [], item_customisations: [], itemOrderPrice: 8 });
  });
});
