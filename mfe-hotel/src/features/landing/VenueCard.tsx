import { Anchor, Card, Image, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stripHtml } from '@tabula/shared';
import type { HotelVenue } from '@tabula/shared';
import * as classes from './VenueCard.module.css';

export function VenueCard({ venue, href }: { venue: HotelVenue; href: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card}>
      {venue.cover_image ? (
        <Card.Section>
          <Image src={venue.cover_image} alt="" h={120} fit="cover" />
        </Card.Section>
      ) : null}
      <Title order={3} size="h4" mt="sm">
        <Anchor href={href} className={classes.link} aria-label={t('hotel.openVenue', { name: venue.name })}>
          {venue.name}
        </Anchor>
      </Title>
      <Text size="sm" lineClamp={2}>
        {stripHtml(venue.description)}
      </Text>
    </Card>
  );
}
