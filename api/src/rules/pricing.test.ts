import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderTotalCents, priceLine, type PricedItem } from './pricing';
import { RuleViolation } from './violation';

const pizza: PricedItem = {
  id: 1,
  name: 'Margherita Pizza',
  outOfStock: false,
  prices: [
    { id: 10, amountCents: 900 },
    { id: 11, amountCents: 1300 },
  ],
  groups: [
    {
      id: 100,
      name: 'Crust',
      required: true,
      maxSelectable: 1,
      outOfStock: false,
      options: [
        { id: 1000, name: 'Thin', priceCents: 0, position: 1, outOfStock: false, displayAsMainItem: false },
        { id: 1001, name: 'Classic', priceCents: 0, position: 2, outOfStock: false, displayAsMainItem: false },
      ],
    },
    {
      id: 101,
      name: 'Extra toppings',
      required: false,
      maxSelectable: 2,
      outOfStock: false,
      options: [
        { id: 2000, name: 'Olives', priceCents: 50, position: 1, outOfStock: false, displayAsMainItem: false },
        { id: 2001, name: 'Mushrooms', priceCents: 70, position: 2, outOfStock: false, displayAsMainItem: false },
        { id: 2002, name: 'Peppers', priceCents: 60, position: 3, outOfStock: false, displayAsMainItem: false },
        { id: 2003, name: 'Anchovies', priceCents: 80, position: 4, outOfStock: true, displayAsMainItem: false },
      ],
    },
  ],
};

function violation(fn: () => unknown, pattern: RegExp) {
  assert.throws(fn, (err: unknown) => err instanceof RuleViolation && err.statusCode === 400 && pattern.test(err.message));
}

describe('priceLine', () => {
  it('adds option prices to the chosen price', () => {
    const line = priceLine(pizza, { priceId: 11, optionIds: [1000, 2000, 2001], quantity: 2 });
    assert.equal(line.unitCents, 1300 + 50 + 70);
    assert.equal(line.priceId, 11);
    assert.deepEqual(
      line.options.map((o) => o.name),
      ['Thin', 'Olives', 'Mushrooms'],
    );
  });

  it('demands a choice in a required group', () => {
    violation(() => priceLine(pizza, { priceId: 10, optionIds: [], quantity: 1 }), /Crust is required/);
  });

  it('enforces max_selectable', () => {
    violation(() => priceLine(pizza, { priceId: 10, optionIds: [1000, 1001], quantity: 1 }), /at most 1 in Crust/);
    violation(() => priceLine(pizza, { priceId: 10, optionIds: [1000, 2000, 2001, 2002], quantity: 1 }), /at most 2 in Extra toppings/);
  });

  it('refuses out-of-stock options, unknown and duplicate options', () => {
    violation(() => priceLine(pizza, { priceId: 10, optionIds: [1000, 2003], quantity: 1 }), /Anchovies is out of stock/);
    violation(() => priceLine(pizza, { priceId: 10, optionIds: [1000, 999999], quantity: 1 }), /Unknown option 999999/);
    violation(() => priceLine(pizza, { priceId: 10, optionIds: [1000, 1000], quantity: 1 }), /chosen twice/);
  });

  it('refuses an out-of-stock item and a price of another item', () => {
    violation(() => priceLine({ ...pizza, outOfStock: true }, { priceId: 10, optionIds: [1000], quantity: 1 }), /out of stock/);
    violation(() => priceLine(pizza, { priceId: 12, optionIds: [1000], quantity: 1 }), /Unknown price_id 12/);
  });

  it('needs an explicit price only when there is a choice', () => {
    violation(() => priceLine(pizza, { optionIds: [1000], quantity: 1 }), /Choose a price/);
    const water: PricedItem = { id: 2, name: 'Tap Water', outOfStock: false, prices: [{ id: 20, amountCents: 0 }], groups: [] };
    assert.equal(priceLine(water, { optionIds: [], quantity: 3 }).priceId, 20);
  });

  it('bounds the quantity', () => {
    for (const quantity of [0, -1, 100, 1.5]) {
      violation(() => priceLine(pizza, { priceId: 10, optionIds: [1000], quantity }), /Quantity/);
    }
  });

  it('does not require a required group that is out of stock', () => {
    const groups = pizza.groups.map((g) => (g.id === 100 ? { ...g, outOfStock: true } : g));
    assert.equal(priceLine({ ...pizza, groups }, { priceId: 10, optionIds: [], quantity: 1 }).unitCents, 900);
  });
});

describe('orderTotalCents', () => {
  it('sums unit price times quantity plus the tip, in cents', () => {
    assert.equal(
      orderTotalCents(
        [
          { unitCents: 10, quantity: 3 },
          { unitCents: 20, quantity: 1 },
        ],
        200,
      ),
      250,
    );
  });
});
