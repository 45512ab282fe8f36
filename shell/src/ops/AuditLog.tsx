import { Stack, Table, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { AuditModel } from './auditModel';
import { texts } from './texts';

const shown = (value: unknown) => (value === null || value === undefined ? texts.nothing : JSON.stringify(value));

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
      {entries && entries.length > 0 ? (
        // Wide: it scrolls sideways in a focusable region, so a 360 px screen and a keyboard reach every column.
        <div role="region" aria-label={texts.auditCaption} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table miw={720}>
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
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{entry.at.slice(0, 19).replace('T', ' ')}</Table.Td>
                  <Table.Td>{entry.actor}</Table.Td>
                  <Table.Th scope="row">{entry.action}</Table.Th>
                  <Table.Td>{[entry.remote, entry.venue].filter(Boolean).join(' at ') || texts.nothing}</Table.Td>
                  <Table.Td>
                    {shown(entry.before)} → {shown(entry.after)}
                    {entry.reason ? <Text size="sm">{entry.reason}</Text> : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ) : null}
    </Stack>
  );
}
