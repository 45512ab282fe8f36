import { makeMenu } from '@tabula/shared/test';
import { menuSelectorVisible } from './menuSelectorVisible';

describe('menuSelectorVisible', () => {
  it('shows the selector only with more than one menu', () => {
    const menus = [makeMenu({ id: 1 }), makeMenu({ id: 2 })];
    expect(menuSelectorVisible(menus)).toBe(true);
    expect(menuSelectorVisible(menus.slice(1))).toBe(false);
  });
});
