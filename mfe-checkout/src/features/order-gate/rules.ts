/**
 * Where a screen that works on the guest's cart (/payment, /tip: their choices go to the cart) sends a guest
 * who opened it without one, by its address: to the cart when it holds dishes but no order to place them
 * with (the cart says what became of it), to the menu when it holds none (there is nothing to pay or tip
 * for). Null: the screen has what it needs.
 */
export function whereTheCartIs({ orderId, lineCount }: { orderId: string | null; lineCount: number }): '/cartopen' | '/menu' | null {
  if (lineCount === 0) return '/menu';
  if (orderId === null) return '/cartopen';
  return null;
}
