import { Text, TextInput } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $roomNumber, $tableNumber, isHotelRoomVenue, type Venue } from '@tabula/shared';
// Not through tab-form: its table picker would bring Mantine's later part onto every menu's first screen.
import { groupedPassword } from '../tab-password';
import { ExitTabButton } from './ExitTabButton';
import { $tabPassword } from './password';
import { TabBarButton } from './TabBarButton';
import { useShareTab } from './useShareTab';
import * as classes from './ActiveTab.module.css';

/** The open tab: table (room for room service) and password, Share and Exit; rooms have neither password nor Exit. */
export function ActiveTab({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const [table, room, password] = useUnit([$tableNumber, $roomNumber, $tabPassword]);
  const { share, copied, manualLink } = useShareTab(venue.name);
  const rooms = isHotelRoomVenue(venue);
  const place = rooms ? table || room : table;
  return (
    <>
      <div className={classes.row}>
        <div className={classes.place}>
          {place ? (
            <Text span fw={700} size="sm">
              {rooms ? t('tabBar.room', { room: place }) : t('tabBar.table', { table: place })}
            </Text>
          ) : null}
          {!rooms && password ? (
            <Text span size="sm">
              {t('tabBar.password', { password: groupedPassword(password) })}
            </Text>
          ) : null}
        </div>
        <div className={classes.actions}>
          <TabBarButton icon={<IconShare size={14} aria-hidden />} onClick={share}>
            {t('tabBar.share')}
          </TabBarButton>
          {rooms ? null : <ExitTabButton />}
          <Text role="status" size="xs" aria-live="polite" className={classes.copied}>
            {copied ? t('tabBar.linkCopied') : ''}
          </Text>
        </div>
      </div>
      {/* Neither a share sheet nor a clipboard: the link is shown for the guest to copy by hand. */}
      {manualLink ? (
        <TextInput label={t('tabBar.share')} value={manualLink} readOnly size="xs" onFocus={(event) => event.currentTarget.select()} />
      ) : null}
    </>
  );
}
