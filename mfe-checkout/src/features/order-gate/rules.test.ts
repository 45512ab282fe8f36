import { whereTheCartIs } from './rules';

describe('whereTheCartIs', () => {
  it('leaves a guest with dishes in their order on the screen', () => {
    expect(whereTheCartIs({ orderId: 'o-1', lineCount: 2 })).toBeNull();
  });

  it('sends a guest with nothing in the cart to the menu, whatever their order', () => {
    expect(whereTheCartIs({ orderId: 'o-1', lineCount: 0 })).toBe('/menu');
    expect(whereTheCartIs({ orderId: null, lineCount: 0 })).toBe('/menu');
  });

  it('sends dishes without an order to the cart, which says what became of it', () => {
    expect(whereTheCartIs({ orderId: null, lineCount: 1 })).toBe('/cartopen');
  });
});
