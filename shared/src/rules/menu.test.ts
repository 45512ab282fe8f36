import { makeItem, makeMenu } from '../test/fixtures';
import { menuSelectorVisible, popularTag, selectedMenu } from './menu';

const tag = (name: string) => ({ name, image: null, colour: { bg_hex: '#000', text_hex: '#fff' } });

describe('popularTag', () => {
  it('returns the first tag named Popular only', () => {
    expect(popularTag(makeItem({ tags: [tag('Vegan'), tag('Popular')] }))).toEqual(tag('Popular'));
    expect(popularTag(makeItem({ tags: [tag('Vegan'), tag('popular')] }))).toBeNull();
  });
});

describe('selectedMenu', () => {
  const menus = [makeMenu({ id: 1 }), makeMenu({ id: 2 })];

  it('finds the stored menu, else the first', () => {
    expect(selectedMenu(menus, 2)?.id).toBe(2);
    expect(selectedMenu(menus, 3)?.id).toBe(1);
    expect(selectedMenu(menus, null)?.id).toBe(1);
    expect(selectedMenu([], 1)).toBeNull();
  });

  it('shows the selector only with more than one menu', () => {
    expect(menuSelectorVisible(menus)).toBe(true);
    expect(menuSelectorVisible(menus.slice(1))).toBe(false);
  });
});
