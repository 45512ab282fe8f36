import { makeVenue } from '@tabula/shared/test';
import { enterTableHref } from './rules';

describe('enterTableHref', () => {
  const domain = 'http://bistro.localhost:8080';

  it('opens a tab at the table', () => {
    expect(enterTableHref(makeVenue({ domain }), '5')).toBe('http://bistro.localhost:8080/open-tab?table=5');
  });

  it('goes to the menu with the table where no tab is needed', () => {
    expect(enterTableHref(makeVenue({ domain: 'harbour.example.com/', accept_orders_without_tab: true }), 'A 3')).toBe(
      'https://harbour.example.com/menu?table_number=A+3',
    );
  });

  it('only shows a read-only menu', () => {
    expect(enterTableHref(makeVenue({ domain, read_only_menu: true }), '5')).toBe('http://bistro.localhost:8080/menu?type=view');
  });
});
