import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { READABLE_TEXT } from './readableText';

/** Every hotel-remote screen: one column, at most 530 px wide (spec §9), with readable error and hint text. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <Container component="main" size={530} px="md" py="lg" style={READABLE_TEXT}>
      {children}
    </Container>
  );
}
