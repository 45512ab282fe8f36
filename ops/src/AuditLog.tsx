import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { AuditModel } from './auditModel';
import { AuditEntries } from './AuditEntries';
import { auditParts } from './auditParts';
import { texts } from './texts';

/** Who changed what in the registry and when, newest first: register, split, stop, promote, ship, rollback, and what the API did by itself. */
export function AuditLog({ audit }: { audit: AuditModel }) {
  const [entries, failed] = useUnit([audit.$entries, audit.$failed]);
  return (
    <Stack component="section" aria-labelledby="audit-log" gap="sm">
      <Title order={2} size="h3" id="audit-log">
        {texts.auditTitle}
      </Title>
      {failed ? <Text c="red.9">{texts.auditUnavailable}</Text> : null}
      {entries?.length === 0 ? <Text>{texts.auditEmpty}</Text> : null}
      {/* Narrow (a phone, or a laptop at 200 % zoom): wrapped entries, which no column width can push past the screen. */}
      {entries && entries.length > 0 ? (
        <Box hiddenFrom="md">
          <AuditEntries entries={entries} />
        </Box>
      ) : null}
      {entries && entries.length > 0 ? (
        <Box visibleFrom="md">
          <Table>
            <Table.Caption c="dark.7">{texts.auditCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {[texts.when, texts.actor, texts.action, texts.where, texts.change].map((heading) => (
                  <Table.Th scope="col" key={heading}>
                    {heading}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => {
                const parts = auditParts(entry);
                return (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{parts.when}</Table.Td>
                    <Table.Td>{entry.actor}</Table.Td>
                    <Table.Th scope="row">{entry.action}</Table.Th>
                    <Table.Td>{parts.where}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {parts.change}
                      {entry.reason ? <Text size="sm">{entry.reason}</Text> : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Box>
      ) : null}
    </Stack>
  );
}
