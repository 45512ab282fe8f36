import type { AuditEntry } from '@tabula/shared';

/** One audit entry as the API lists it: maria registering on mfe_menu, unless `more` says otherwise. */
export const auditEntry = (id: number, more: Partial<AuditEntry> = {}): AuditEntry => ({
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
});

/** The log the operator page tests read, newest first: the API pausing b at bistro by itself, after maria registered it. */
export const auditLog: AuditEntry[] = [
  auditEntry(2, {
    at: '2026-11-21T10:05:00.000Z',
    actor: 'system',
    action: 'pause',
    venue: 'bistro',
    before: { version: 'b', weight: 50 },
    after: { version: 'b', weight: 0 },
    reason: 'Stopped automatically: 6 guests failed to load it',
  }),
  auditEntry(1, { after: { version: 'b' } }),
];
