import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tabula/shared/test';
import '../../texts';
import { TablePicker } from './TablePicker';

function picker({ failed = false } = {}) {
  const picked: string[] = [];
  const rendered = renderWithProviders(
    <TablePicker tables={['1', '2', '3']} loading={false} failed={failed} submitLabel="Go on" onSubmit={(table) => picked.push(table)} />,
  );
  return { ...rendered, picked };
}

const tableField = () => screen.getByRole('combobox', { name: 'Table number' });

describe('the table picker', () => {
  it('says nothing until the guest presses on, then asks for a table and goes nowhere', async () => {
    const { user, picked } = picker();
    expect(tableField()).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    expect(tableField()).toHaveAccessibleDescription('Select table number');
    expect(picked).toHaveLength(0);
  });

  it('goes on with the chosen table, the request gone', async () => {
    const { user, picked } = picker();
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    await user.click(tableField());
    await user.click(await screen.findByRole('option', { name: '3' }));
    expect(tableField()).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    expect(picked).toStrictEqual(['3']);
  });

  it("says 'Field is required' for a table chosen and then cleared", async () => {
    const { user, picked } = picker();
    await user.click(tableField());
    await user.click(await screen.findByRole('option', { name: '3' }));
    await user.click(tableField());
    await user.click(await screen.findByRole('option', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    expect(tableField()).toHaveAccessibleDescription('Field is required');
    expect(picked).toHaveLength(0);
  });

  it('says the tables could not be loaded', () => {
    picker({ failed: true });
    expect(tableField()).toHaveAccessibleDescription('Something went wrong');
  });
});
