import { useEffect, useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TIMINGS_MS, type PageProps } from '@tabula/shared';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';

export default function OrderDeclinePage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setLoading(false), TIMINGS_MS.declinedLoader);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Screen>
      {loading ? (
        <Busy />
      ) : (
        <Stack align="center" ta="center" gap="md" mt="xl">
          <IconCircleX size={72} stroke={1.5} color="var(--mantine-color-red-8)" aria-hidden />
          <Title order={1} size="h2">
            {t('orderStatus.declined')}
          </Title>
          <Text>{t('orderStatus.declinedBody')}</Text>
          <Button size="md" fullWidth onClick={() => navigate('/menu')}>
            {t('orderStatus.great')}
          </Button>
        </Stack>
      )}
    </Screen>
  );
}
