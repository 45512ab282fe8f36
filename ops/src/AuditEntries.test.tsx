import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@tabula/shared';
import { renderWithProviders } from '@tabula/shared/test';
import { AuditEntries } from './AuditEntries';

const entry = (id: number, more: Partial<AuditEntry>): AuditEntry =>
  ({
    id,
    at: '2026-11-21T10:00:00.000Z',
    actor: 'maria',
    action: 'register',
    remote: 'mfe_menu',
    venue: null,
    before: null,
    after: null,
    reason: null,
    ...more,
  }) as AuditEntry;

describe('AuditEntries', () => {
  it('writes each change as an entry of terms and values, newest first, with the reason', () => {
    renderWithProviders(
      <AuditEntries
        entries={[
          entry(2, {
            at: '2026-11-21T10:05:00.000Z',
            actor: 'system',
            action: 'pause',
            venue: 'bistro',
            before: { version: 'b', weight: 50 },
            after: { version: 'b', weight: 0 },
            reason: 'Stopped automatically: its guests fail',
          }),
          entry(1, { after: { version: 'b' } }),
        ]}
      />,
    );
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
    expect(paused).toHaveTextContent('Stopped automatically: its guests fail');
    expect(pairs(registered)).toEqual([
      'When: 2026-11-21 10:00:00',
      'Who: maria',
      'Remote and venue: mfe_menu',
      'Before → after: – → {"version":"b"}',
    ]);
  });
});
