import { Image, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Venue } from '@tabula/shared';

interface VenueHeadingProps {
  venue: Venue;
  title: string;
  titleClassName?: string;
}

/** The venue's logo and name over the landing steps. */
export function VenueHeading({ venue, title, titleClassName }: VenueHeadingProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs">
      {venue.logo ? <Image src={venue.logo} alt={t('common.logo', { name: venue.name })} w={96} h={96} fit="contain" /> : null}
      <Title order={1} ta="center" className={titleClassName}>
        {title}
      </Title>
    </Stack>
  );
}
