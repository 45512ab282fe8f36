import { useState } from 'react';
import { Alert } from '@mantine/core';
import { IconShare2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VenueSlim } from '@tabula/shared';
import { showAddToHomeScreenHint, type DeviceInfo } from './showAddToHomeScreenHint';

function currentDevice(): DeviceInfo {
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia('(display-mode: standalone)').matches;
  return { userAgent: navigator.userAgent, standalone, touchPoints: navigator.maxTouchPoints };
}

/** The add-to-home-screen hint on iPhone and iPad browsers, when the venue asks for it; the guest may close it. */
export function AddToHomeScreenHint({ venue }: { venue: VenueSlim }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed || !showAddToHomeScreenHint(venue, currentDevice())) return null;
  return (
    <Alert
      mx="md"
      variant="light"
      color="gray"
      icon={<IconShare2 size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => setClosed(true)}
    >
      {t('menu.addToHomeScreen')}
    </Alert>
  );
}
