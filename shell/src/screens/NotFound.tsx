import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size={530} py={64} component="main">
      <Stack align="center" gap="sm">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text size="lg">{t('notFound.subtitle')}</Text>
        <Button component={Link} to="/">
          {t('notFound.action')}
        </Button>
      </Stack>
    </Container>
  );
}
