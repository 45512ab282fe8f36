import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tabula/shared/test';
import { AuditEntries } from './AuditEntries';
import { auditLog } from './auditFixture';

describe('AuditEntries', () => {
  it('writes each change as an entry of terms and values, newest first, with the reason', () => {
    renderWithProviders(<AuditEntries entries={auditLog} />);
    const [paused, registered] = within(screen.getByRole('list', { name: 'Changes of the registry, newest first' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    const pairs = (item: HTMLElement) =>
      within(item)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(paused).toHaveTextContent(/^pause/);
    expect(pairs(paused)).toEqual([
      'When: 2026-11-21 10:05:00',
      'Who: system',
      'Remote and venue: mfe_menu at bistro',
      'Before → after: {"version":"b","weight":50} → {"version":"b","weight":0}',
    ]);
    expect(paused).toHaveTextContent('Stopped automatically: 6 guests failed to load it');
    expect(pairs(registered)).toEqual([
      'When: 2026-11-21 10:00:00',
      'Who: maria',
      'Remote and venue: mfe_menu',
      'Before → after: – → {"version":"b"}',
    ]);
  });
});
