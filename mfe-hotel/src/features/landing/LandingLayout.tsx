import type { ReactNode } from 'react';
import { Container } from '@mantine/core';

/** One column, at most 530 px wide (spec §9). */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <Container component="main" size={530} px="md" py="lg">
      {children}
    </Container>
  );
}
