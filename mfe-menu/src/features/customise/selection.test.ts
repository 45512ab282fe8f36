import { customisableDish, makeCustomisation, makeItem, makeOption, soldOut } from '@tabula/shared/test';
import {
  addBlockedReason,
  clampQuantity,
  defaultPriceId,
  groupBadge,
  groupInputKind,
  initialSelection,
  isOptionDisabled,
  optionToggled,
  selectedOptionIds,
  validateItemSelection,
  visibleCustomisations,
} from './selection';

const { sauce, toppings, item } = customisableDish();

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

describe('selectedOptionIds', () => {
  it('lists selected ids in screen order', () => {
    expect(selectedOptionIds(item, { 10: [101], 20: [201, 200], 30: [300] })).toEqual([200, 201, 101]);
  });
});

describe('group presentation', () => {
  it('uses radios only for required single-choice groups', () => {
    expect(groupInputKind(sauce)).toBe('radio');
    expect(groupInputKind({ ...sauce, required: false })).toBe('checkbox');
    expect(groupInputKind(toppings)).toBe('checkbox');
  });

  it('labels required groups and optional single-choice groups', () => {
    expect(groupBadge(sauce)).toBe('required');
    expect(groupBadge({ ...sauce, required: false })).toBe('notMoreThanOne');
    expect(groupBadge(toppings)).toBeNull();
  });
});

describe('selection', () => {
  it('starts from pre-selected options within each limit', () => {
    expect(initialSelection(item)).toEqual({ 10: [100], 20: [200, 201] });
  });

  it('replaces the prior option in a radio group', () => {
    expect(optionToggled({ 10: [100] }, sauce, 101)).toEqual({ 10: [101] });
  });

  it('toggles checkboxes and refuses options past the limit', () => {
    let selection = optionToggled({}, toppings, 200);
    selection = optionToggled(selection, toppings, 201);
    expect(selection[20]).toEqual([200, 201]);
    expect(optionToggled(selection, toppings, 202)).toBe(selection);
    expect(isOptionDisabled(selection, toppings, 202)).toBe(true);
    expect(isOptionDisabled(selection, toppings, 200)).toBe(false);
    expect(optionToggled(selection, toppings, 200)[20]).toEqual([201]);
  });

  it('never disables radios and treats a limit of 0 as none', () => {
    expect(isOptionDisabled({ 10: [100] }, sauce, 101)).toBe(false);
    const unlimited = { ...toppings, max_selectable: 0 };
    expect(isOptionDisabled({ 20: [200, 201] }, unlimited, 202)).toBe(false);
  });
});

describe('prices', () => {
  it('pre-selects a single price', () => {
    expect(defaultPriceId(makeItem({ prices: [{ id: 5, description: '', amount: 3, position: 0 }] }))).toBe(5);
    expect(defaultPriceId(item)).toBeNull();
    expect(defaultPriceId(makeItem())).toBeNull();
  });
});

describe('validateItemSelection', () => {
  it('accepts a chosen price and every required group answered', () => {
    expect(validateItemSelection(item, 1, { 10: [100] })).toEqual({ valid: true, priceMissing: false, firstMissingGroupId: null });
  });

  it('requires a price from the list', () => {
    expect(validateItemSelection(item, null, { 10: [100] })).toMatchObject({ valid: false, priceMissing: true });
    expect(validateItemSelection(item, 99, { 10: [100] })).toMatchObject({ valid: false, priceMissing: true });
  });

  it('accepts items without a price list', () => {
    expect(validateItemSelection(makeItem(), null, {}).valid).toBe(true);
  });

  it('names the first missing required group in screen order', () => {
    const second = makeCustomisation({
      item_customisation_id: 40,
      required: true,
      position: 5,
      customisation_options: [makeOption({ customisation_option_id: 400 })],
    });
    const withTwo = { ...item, item_customisations: [...item.item_customisations, second] };
    expect(validateItemSelection(withTwo, 1, {})).toMatchObject({ valid: false, firstMissingGroupId: 10 });
    expect(validateItemSelection(withTwo, 1, { 10: [101] })).toMatchObject({ valid: false, firstMissingGroupId: 40 });
  });

  it('ignores a selection of a hidden option', () => {
    expect(validateItemSelection(item, 1, { 10: [102] }).firstMissingGroupId).toBe(10);
  });

  it('does not require hidden groups', () => {
    expect(validateItemSelection(item, 1, { 10: [100] }).firstMissingGroupId).toBeNull();
  });
});

describe('clampQuantity', () => {
  it('keeps at least 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(4)).toBe(4);
  });
});

describe('add button', () => {
  it('names why ordering is blocked', () => {
    expect(addBlockedReason({ menuReadOnly: true, outOfStock: true, acceptingOrders: false })).toBe('readOnly');
    expect(addBlockedReason({ menuReadOnly: false, outOfStock: true, acceptingOrders: true })).toBe('outOfStock');
    expect(addBlockedReason({ menuReadOnly: false, outOfStock: false, acceptingOrders: false })).toBe('notAccepting');
    expect(addBlockedReason({ menuReadOnly: false, outOfStock: false, acceptingOrders: true })).toBeNull();
  });
});
