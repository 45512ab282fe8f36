import { balanceDue } from './balanceDue';

describe('the balance due on exit', () => {
  it('is what the table still owes, in cents', () => {
    expect(balanceDue({ balance_due_cents: 800, currency: 'EUR' })).toEqual({ cents: 800, currency: 'EUR' });
  });

  it('is nothing once the bill is paid in full or has no orders', () => {
    expect(balanceDue({ balance_due_cents: 0, currency: 'EUR' })).toBeNull();
  });
});
