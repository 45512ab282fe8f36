import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { MAX_CONTENT_WIDTH } from '@tabula/shared';

/** Every hotel-remote screen: one column, at most 530 px wide. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <Container component="main" size={MAX_CONTENT_WIDTH} px="md" py="lg">
      {children}
    </Container>
  );
}
