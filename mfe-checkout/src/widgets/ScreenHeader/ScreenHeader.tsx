import type { ReactNode } from 'react';
import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ScreenHeaderProps {
  title: ReactNode;
  /** Omitted on screens the guest must not leave backwards (order status). */
  onBack?: () => void;
  /** While a payment is in flight the guest stays until it is answered. */
  backDisabled?: boolean;
}

export function ScreenHeader({ title, onBack, backDisabled = false }: ScreenHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group component="header" gap="xs" wrap="nowrap">
      {onBack ? (
        <ActionIcon variant="subtle" color="dark" size="lg" onClick={onBack} disabled={backDisabled} aria-label={t('common.back')}>
          <IconArrowLeft aria-hidden stroke={2} />
        </ActionIcon>
      ) : null}
      <Title order={1} size="h3">
        {title}
      </Title>
    </Group>
  );
}
