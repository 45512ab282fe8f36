import { translationProblems, i18n } from '@tabula/shared/test';
import { menuTexts } from '.';

/** Keys a language deliberately leaves to English, by name: none, so no screen mixes languages. */
const ENGLISH_FALLBACKS: string[] = [];

afterEach(() => i18n.changeLanguage('en'));

describe("the menu remote's texts", () => {
  it('translate every English key into Spanish, Greek and French, none blank, with the same placeholders', () => {
    expect(translationProblems(menuTexts, { englishFallbacks: ENGLISH_FALLBACKS })).toEqual([]);
  });

  it.each([
    ['menu.myOrders', 'My Orders'],
    ['item.add', 'Add to order'],
    ['item.update', 'Update order'],
    ['item.chooseType', 'Choose type'],
    ['item.required', 'Required'],
    ['item.notMoreThanOne', 'Not more than 1'],
    ['item.note', 'Leave a note'],
    ['search.noItemsAvailable', 'No items Available'],
    ['search.noAvailableItems', 'No available items'],
    ['search.noItemsFound', 'no items found'],
    ['errors.onlyFoodMenuTableArea', 'You can only order from the food menu at the table area.'],
    ['errors.requestAlreadyOpen', 'A request is already Open for your Order'],
    ['errors.noItemsAvailable', 'No items available'],
  ])('English %s is the spec text', (key, text) => {
    expect(i18n.t(key)).toBe(text);
  });

  it('pluralises the checkout bar count', () => {
    expect(i18n.t('menu.itemCount', { count: 1 })).toBe('1 item');
    expect(i18n.t('menu.itemCount', { count: 3 })).toBe('3 items');
  });

  it('are shown in the guest language, French included', async () => {
    await i18n.changeLanguage('gr');
    expect(i18n.t('menu.myOrders')).toBe('Οι παραγγελίες μου');
    await i18n.changeLanguage('fr');
    expect(i18n.t('menu.myOrders')).toBe('Mes commandes');
    expect(i18n.t('search.noItemsFound')).toBe('aucun article trouvé');
    expect(i18n.t('search.cancel')).toBe('Annuler');
  });
});
