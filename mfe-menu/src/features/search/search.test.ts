import { makeCategory, makeItem, makeMenu } from '@tabula/shared/test';
import { isSearchTrigger, searchMenus } from './rules';

const tag = (name: string) => ({ name, image: null, colour: { bg_hex: '#000', text_hex: '#fff' } });
const salad = makeItem({ item_id: 1, name: 'Greek Salad', tags: [tag('Vegan')] });
const steak = makeItem({ item_id: 2, name: 'Steak' });
const mojito = makeItem({ item_id: 3, name: 'Mojito' });
const menus = [
  makeMenu({ id: 1, name: 'Food', menu_categories: [makeCategory({ id: 10, name: 'Mains', items: [salad, steak] })] }),
  makeMenu({ id: 2, name: 'Drinks', menu_categories: [makeCategory({ id: 20, name: 'Cocktails', items: [mojito] })] }),
];

describe('searchMenus', () => {
  it('matches item names case-insensitively, grouped by menu/category', () => {
    expect(searchMenus(menus, '  greek ')).toEqual([
      { menuId: 1, menuName: 'Food', categoryId: 10, categoryName: 'Mains', items: [salad] },
    ]);
  });

  it('matches tags', () => {
    expect(searchMenus(menus, 'vegan')[0]?.items).toEqual([salad]);
  });

  it('returns the whole category when the menu or category matches', () => {
    expect(searchMenus(menus, 'cocktail')[0]?.items).toEqual([mojito]);
    expect(searchMenus(menus, 'food')[0]?.items).toEqual([salad, steak]);
  });

  it('matches without the accents a guest leaves out on a phone keyboard (Greek tonos, Spanish and French acute)', () => {
    const moussaka = makeItem({ item_id: 4, name: 'Μουσακάς' });
    const caesar = makeItem({ item_id: 5, name: 'Ensalada César' });
    const accented = [
      makeMenu({ id: 3, name: 'Κουζίνα', menu_categories: [makeCategory({ id: 30, name: 'Platos', items: [moussaka, caesar] })] }),
    ];
    expect(searchMenus(accented, 'μουσακας')[0]?.items).toEqual([moussaka]);
    expect(searchMenus(accented, 'ΜΟΥΣΑΚΑΣ')[0]?.items).toEqual([moussaka]);
    expect(searchMenus(accented, 'cesar')[0]?.items).toEqual([caesar]);
    expect(searchMenus(accented, 'κουζινα')[0]?.items).toEqual([moussaka, caesar]);
  });

  it('finds nothing for an empty query or no match', () => {
    expect(searchMenus(menus, '   ')).toEqual([]);
    expect(searchMenus(menus, 'sushi')).toEqual([]);
  });
});

describe('isSearchTrigger', () => {
  it('fires on Enter, and on space after text', () => {
    expect(isSearchTrigger('Enter', 'salad')).toBe(true);
    expect(isSearchTrigger(' ', 'salad')).toBe(true);
    expect(isSearchTrigger(' ', '  ')).toBe(false);
    expect(isSearchTrigger('a', 'salad')).toBe(false);
  });

  it('does not fire on Enter in an empty box', () => {
    expect(isSearchTrigger('Enter', '')).toBe(false);
    expect(isSearchTrigger('Enter', '   ')).toBe(false);
  });
});
