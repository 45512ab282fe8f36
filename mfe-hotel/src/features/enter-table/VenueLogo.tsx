import { useState } from 'react';
import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when the venue has no logo or it fails to load. */
export const FALLBACK_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="#495057"/>' +
      '<path d="M28 30h40v6H28zm0 14h40v6H28zm0 14h26v6H28z" fill="#fff"/></svg>',
  );

export function VenueLogo({ src, name }: { src: string | null; name: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <Image
      src={!src || failed ? FALLBACK_LOGO : src}
      onError={() => setFailed(true)}
      alt={t('common.logo', { name })}
      w={96}
      h={96}
      fit="contain"
      mx="auto"
    />
  );
}
