import { screen, waitFor } from '@testing-library/react';
import { renderPage, resetStore } from '@tabula/shared/test';
import { addToOrder, openTab, placeCashOrder, startGuest } from '../../testing/orders';
import BillPage from './BillPage';

const balanceDue = () => screen.getByText('Balance due').nextElementSibling;

beforeEach(async () => {
  await resetStore();
});

describe('the bill screen against the API', () => {
  it("shows a tab's order on the bill, pays half by Split equally with the test card, and declines leave the balance", async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '5');
    await addToOrder(scope, 'Lemonade', 2);
    await placeCashOrder(scope);
    const { user } = renderPage(<BillPage />, '/bill', '/bill', 'bistro', scope);

    await waitFor(() => expect(balanceDue()).toHaveTextContent('€6.00'));
    expect(screen.getByText(/2 × Lemonade/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Split equally' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '1234');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(balanceDue()).toHaveTextContent('€6.00');

    await user.clear(screen.getByRole('textbox', { name: 'Card number' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(balanceDue()).toHaveTextContent('€3.00'));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! €3.00 paid.');
  });
});
