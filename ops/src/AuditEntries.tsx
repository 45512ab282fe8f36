import { Box, Paper, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@tabula/shared';
import { auditParts } from './auditParts';
import { texts } from './texts';

/**
 * The audit log as a list of entries, each its action and a definition list of when, who, where and the
 * change, every value wrapping (JSON included) so nothing is wider than a 360 px screen. The spaces between
 * the parts lay nothing out: they keep the entry's text (what a copy or a screen reader's summary gets) readable.
 */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  return (
    <Stack component="ol" aria-label={texts.auditCaption} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => {
        const parts = auditParts(entry);
        return (
          <Paper component="li" key={entry.id} withBorder p="xs">
            <Text fw={700}>{entry.action}</Text>{' '}
            <Box component="dl" m={0} style={{ overflowWrap: 'anywhere' }}>
              {(
                [
                  [texts.when, parts.when],
                  [texts.actor, entry.actor],
                  [texts.where, parts.where],
                  [texts.change, parts.change],
                ] as const
              ).map(([term, value]) => (
                <Box key={term} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8 }}>
                  <Text component="dt" size="sm" c="dark.7">
                    {term}:
                  </Text>{' '}
                  <Text component="dd" size="sm" m={0} style={{ minWidth: 0 }}>
                    {value}
                  </Text>{' '}
                </Box>
              ))}
            </Box>{' '}
            {entry.reason ? <Text size="sm">{entry.reason}</Text> : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
