import type { ReactNode } from 'react';
import { Container, Title } from '@mantine/core';
import { MAX_CONTENT_WIDTH } from '@tabula/shared';

interface TabFormLayoutProps {
  title: string;
  children: ReactNode;
}

/** The open-tab and join-tab screens: one column, at most 530 px wide. */
export function TabFormLayout({ title, children }: TabFormLayoutProps) {
  return (
    <Container component="main" size={MAX_CONTENT_WIDTH} px="md" py="lg">
      <Title order={1} size="h2" mb="lg">
        {title}
      </Title>
      {children}
    </Container>
  );
}
