import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What became of an operator's action: a status when it went through, an alert when it did not.
 * Red 9 and teal 9 on white read above the 4.5:1 small text needs.
 */
export function OutcomeNotice({ succeeded, children }: { succeeded: boolean; children: ReactNode }) {
  return (
    <Text role={succeeded ? 'status' : 'alert'} c={succeeded ? 'teal.9' : 'red.9'} fw={700}>
      {children}
    </Text>
  );
}
