import { Button, Center, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $roomNumber, $sessionId, checkGuestSessionFx, FIRST_PAINT_HOLD, stripHtml, hotelVenueLink } from '@tabula/shared';
import { useHotelDetails } from './useHotelDetails';
import { VenueCard } from './VenueCard';

/** The hotel's own landing page: its logo, name and description, and a card per venue it lists. */
export function HotelPage() {
  const { t } = useTranslation();
  const details = useHotelDetails();
  const [sessionId, room, checkingSession] = useUnit([$sessionId, $roomNumber, checkGuestSessionFx.pending]);

  // A session link's venue links carry the session only once it is checked: until then a tap would lose it.
  if (details.status === 'loading' || checkingSession) {
    // The page's answer is usually in the page already: the server's first paint stays over this
    // loader until the hotel shows, rather than the guest seeing the hotel, a loader, the hotel.
    return (
      <Center mih="60vh" {...{ [FIRST_PAINT_HOLD]: '' }}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (details.status === 'failed') {
    return (
      <Stack align="center" py="xl">
        <Text role="alert">{t('errors.generic')}</Text>
        <Button onClick={details.retry}>{t('common.retry')}</Button>
      </Stack>
    );
  }

  const { hotel } = details;
  const session = hotel.guest_session_details;
  const stay = { sessionId: session?.guest_session_uuid ?? sessionId, roomNumber: session?.room_number ?? room };
  return (
    <Stack>
      {hotel.logo ? <Image src={hotel.logo} alt={t('common.logo', { name: hotel.name })} w={96} h={96} fit="contain" mx="auto" /> : null}
      <Title order={1} ta="center">
        {hotel.name}
      </Title>
      <Text ta="center">{stripHtml(hotel.description)}</Text>
      <Title order={2} size="h3">
        {t('hotel.venues')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {hotel.venues.map((venue) => (
          <VenueCard key={venue.uuid} venue={venue} href={hotelVenueLink(venue, stay)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
