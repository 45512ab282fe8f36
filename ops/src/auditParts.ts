import type { AuditEntry } from '@tabula/shared';
import { texts } from './texts';

const shown = (value: unknown) => (value === null || value === undefined ? texts.nothing : JSON.stringify(value));

/** An audit entry's when, where and change as the log's table and its narrow list both write them. */
export const auditParts = (entry: AuditEntry) => ({
  when: entry.at.slice(0, 19).replace('T', ' '),
  where: [entry.remote, entry.venue].filter(Boolean).join(' at ') || texts.nothing,
  change: `${shown(entry.before)} → ${shown(entry.after)}`,
});
