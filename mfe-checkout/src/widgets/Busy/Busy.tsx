import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A screen-sized loader that screen readers announce as 'Loading…'. */
export function Busy({ minHeight = '60dvh' }: { minHeight?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight}>
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
