import { screen } from '@testing-library/react';
import { makeCartLine, renderWithProviders } from '@tabula/shared/test';
import { CartLine } from './CartLine';

const renderLine = (line: ReturnType<typeof makeCartLine>) =>
  renderWithProviders(
    <ul>
      <CartLine line={line} menus={[]} currency="EUR" removing={false} busy={false} onEdit={() => undefined} onRemove={() => undefined} />
    </ul>,
  );

describe('a cart line', () => {
  it('shows no amount for a free dish', () => {
    renderLine(makeCartLine({ name: 'Tap Water', quantity: 2, price: 0, itemPrice: 0, itemOrderPrice: 0 }));
    expect(screen.getByText('2 × Tap Water')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it("shows a priced line's total", () => {
    renderLine(makeCartLine({ name: 'Lemonade', quantity: 2, price: 3, itemPrice: 3, itemOrderPrice: 6 }));
    expect(screen.getByText('€6.00')).toBeInTheDocument();
  });
});
