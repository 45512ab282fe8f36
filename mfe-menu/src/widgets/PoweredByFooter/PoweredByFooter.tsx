import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const BRAND = 'Tabula';
export const BRAND_URL = 'https://tabula.app/';

/** The 'powered by' link at the foot of the menu. */
export function PoweredByFooter() {
  const { t } = useTranslation();
  return (
    <Text component="footer" size="sm" c="dimmed" ta="center" py="xl">
      <Anchor href={BRAND_URL} target="_blank" rel="noopener noreferrer" c="gray.8" underline="always">
        {t('common.poweredBy', { brand: BRAND })}
      </Anchor>
    </Text>
  );
}
