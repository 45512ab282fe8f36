import { screen } from '@testing-library/react';
import { ApiRequestError } from '../../api/result';
import { loadTablesFx } from '../../model/menu';
import { createTestScope, renderWithProviders } from '../../test';
import { useVenueTables } from './useVenueTables';

function TableList() {
  const { tables, loading, failed } = useVenueTables();
  if (loading) return <p>loading tables</p>;
  if (failed) return <p role="alert">no tables</p>;
  return (
    <ul aria-label="tables">
      {tables.map((table) => (
        <li key={table}>{table}</li>
      ))}
    </ul>
  );
}

function renderWith(loadTables: (params: { allTables: boolean }) => Promise<string[]>) {
  const load = jest.fn(loadTables);
  renderWithProviders(<TableList />, { scope: createTestScope({ handlers: [[loadTablesFx, load]] }) });
  return load;
}

describe('useVenueTables', () => {
  it('lists every table of the venue', async () => {
    const load = renderWith(() => Promise.resolve(['1', '2', '3']));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(load).toHaveBeenCalledWith({ allTables: true });
  });

  it('says so when the list cannot be loaded', async () => {
    renderWith(() => Promise.reject(new ApiRequestError(500, { message: 'down' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('no tables');
  });
});
