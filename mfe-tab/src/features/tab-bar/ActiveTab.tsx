import { Group, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $roomNumber, $tabPassword, $tableNumber, isHotelRoomVenue, type Venue } from '@tabula/shared';
import { ExitTabButton } from './ExitTabButton';
import { ShareTabButton } from './ShareTabButton';

/** The open tab: table (room for room service) and password, Share and Exit; rooms have neither password nor Exit. */
export function ActiveTab({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const [table, room, password] = useUnit([$tableNumber, $roomNumber, $tabPassword]);
  const rooms = isHotelRoomVenue(venue);
  const place = rooms ? table || room : table;
  return (
    <Group justify="space-between" gap="xs">
      <Stack gap={0}>
        {place ? <Text fw={700}>{rooms ? t('tabBar.room', { room: place }) : t('tabBar.table', { table: place })}</Text> : null}
        {!rooms && password ? <Text size="sm">{t('tabBar.password', { password })}</Text> : null}
      </Stack>
      <Group gap="xs">
        <ShareTabButton venueName={venue.name} />
        {rooms ? null : <ExitTabButton />}
      </Group>
    </Group>
  );
}
