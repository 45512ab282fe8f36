import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { PooledVersionReport } from '@tabula/shared';
import { PooledVersions } from './PooledVersions';

const v2: PooledVersionReport = {
  remote: 'mfe_menu',
  version: 'v2',
  experiments: 2,
  venues: ['bistro', 'diner'],
  exposed: 300,
  converted: 45,
  conversion: 0.15,
  ci_low: 0.114,
  ci_high: 0.195,
  orders_submitted: 50,
  orders_paid: 40,
  revenue: [
    { currency: 'EUR', venues: ['bistro'], exposed: 200, revenue_cents: 64_000, revenue_per_exposed_cents: 320 },
    { currency: 'USD', venues: ['diner'], exposed: 100, revenue_cents: 41_000, revenue_per_exposed_cents: 410 },
  ],
  load_failures: 0,
  render_failures: 0,
};

describe('a version across venues on the operator page', () => {
  it('pools guests and conversion, and writes each currency’s revenue per guest in that currency, never one sum', () => {
    render(
      <MantineProvider>
        <PooledVersions versions={[v2]} />
      </MantineProvider>,
    );
    const section = screen.getByRole('region', { name: 'Across venues' });
    expect(
      within(section).getByText('2 experiments (bistro, diner): 300 guests, conversion 15.0 % (95 % interval 11.4 – 19.5 %)', {
        exact: false,
      }),
    ).toBeInTheDocument();
    const revenue = within(section).getByRole('list', { name: 'Revenue per guest of mfe_menu v2, by currency' });
    const lines = within(revenue).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Revenue per guest in EUR: €3.20 (bistro: 200 guests)',
      'Revenue per guest in USD: $4.10 (diner: 100 guests)',
    ]);
    // No figure that adds euro and dollar cents (105,000 cents over 300 guests would read 3.50).
    expect(within(section).queryByText(/3\.50/)).not.toBeInTheDocument();
  });

  it('writes a dash for a currency whose venues have no guest counted yet', () => {
    render(
      <MantineProvider>
        <PooledVersions
          versions={[
            { ...v2, revenue: [{ currency: 'GBP', venues: ['pub'], exposed: 0, revenue_cents: 0, revenue_per_exposed_cents: null }] },
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('Revenue per guest in GBP: – (pub: 0 guests)')).toBeInTheDocument();
  });
});
