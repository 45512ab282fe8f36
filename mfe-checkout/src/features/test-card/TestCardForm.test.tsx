import { screen } from '@testing-library/react';
import { renderWithProviders, resetStore } from '@tabula/shared/test';
import { testModeScope } from '../../testing/testMode';
import { TestCardForm } from './TestCardForm';

beforeEach(async () => {
  await resetStore();
});

/** The test-mode card form for order o-1; a checkout started from it is recorded and never answered. */
function renderForm() {
  const { scope, checkouts } = testModeScope();
  const order = { totalCents: 850, currency: 'EUR', table_number: '4', tipCents: 100, orderNote: '', orderId: 'o-1' };
  return { checkouts, ...renderWithProviders(<TestCardForm order={order} />, { scope }) };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the test-mode card form', () => {
  it('holds back an incomplete expiry or CVC until the guest leaves the field, and says nothing of an empty one', async () => {
    const { user } = renderForm();
    await user.click(field('Card number'));
    await user.tab();
    expect(field('Card number')).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Expiry'), '12');
    expect(screen.queryByText("Your card's expiration date is incomplete.")).not.toBeInTheDocument();
    await user.type(field('CVC'), '12');
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(field('Expiry')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText("Your card's security code is incomplete.")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
  });

  it('names a month that does not exist as soon as it is typed', async () => {
    const { user } = renderForm();
    await user.type(field('Expiry'), '1330');
    expect(field('Expiry')).toHaveFocus();
    expect(screen.getByText("Your card's expiration month is invalid.")).toBeInTheDocument();
  });

  it('keeps checking a field the guest has left: back in it, a shortened number is incomplete at once', async () => {
    const { user } = renderForm();
    await user.type(field('Card number'), '4242424242424242');
    await user.tab();
    expect(screen.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();

    await user.type(field('Card number'), '{Backspace}');
    expect(field('Card number')).toHaveFocus();
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    await user.type(field('Card number'), '2');
    expect(screen.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();
  });

  it('takes the digits of a CVC only, four at most', async () => {
    const { user } = renderForm();
    await user.type(field('CVC'), '12a34 5');
    expect(field('CVC')).toHaveValue('1234');
  });

  it('offers Pay once the whole card is typed, and locks the card while the payment is under way', async () => {
    const { user, checkouts } = renderForm();
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry'), '1230');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.type(field('CVC'), '123');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeDisabled();
    expect(field('Expiry')).toBeDisabled();
    expect(field('CVC')).toBeDisabled();
    expect(checkouts).toHaveLength(1);
  });
});
