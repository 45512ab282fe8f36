import { makeMenu } from '../test/fixtures';
import { selectedMenu } from './menu';

describe('selectedMenu', () => {
  const menus = [makeMenu({ id: 1 }), makeMenu({ id: 2 })];

  it('finds the stored menu, else the first', () => {
    expect(selectedMenu(menus, 2)?.id).toBe(2);
    expect(selectedMenu(menus, 3)?.id).toBe(1);
    expect(selectedMenu(menus, null)?.id).toBe(1);
    expect(selectedMenu([], 1)).toBeNull();
  });
});
