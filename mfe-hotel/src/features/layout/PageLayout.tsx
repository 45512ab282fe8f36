import type { ReactNode } from 'react';
import { Container } from '@mantine/core';

/** Every hotel-remote screen: one column, at most 530 px wide (spec §9). */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <Container component="main" size={530} px="md" py="lg">
      {children}
    </Container>
  );
}
