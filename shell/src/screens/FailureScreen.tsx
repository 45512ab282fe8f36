import type { ReactNode } from 'react';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { FirstPaintHandOver } from './FirstPaintHandOver';

interface FailureScreenProps {
  title: string;
  children: ReactNode;
}

/**
 * The shell's own screen for a part of the app that could not be loaded. It stands in for a whole
 * page, so it is the page's main landmark and names it with its heading.
 */
export function FailureScreen({ title, children }: FailureScreenProps) {
  return (
    <Container component="main" size={530} py="xl">
      <FirstPaintHandOver />
      <Alert
        role="alert"
        color="red"
        variant="light"
        title={
          <Title order={1} fz="md" fw={700}>
            {title}
          </Title>
        }
      >
        <Stack gap="sm">{children}</Stack>
      </Alert>
    </Container>
  );
}
