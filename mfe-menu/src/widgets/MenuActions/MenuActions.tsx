import { Button } from '@mantine/core';
import { IconBell, IconReceipt, IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { useSearchParams } from 'react-router-dom';
import type { VenueSlim } from '@tabula/shared';
import { showWaiterActions } from './showWaiterActions';
import { ServiceDialogs, useServiceRequests } from '../../features/service-requests';
import { myOrdersTapped } from './model';
import * as classes from './MenuActions.module.css';

interface MenuActionsProps {
  venue: VenueSlim;
}

/** A tile's parts: the icon above a label that may take two lines, so three fit one row at 360 px in Greek. */
const tile = { root: classes.tile, inner: classes.inner, section: classes.icon, label: classes.label };

/** My orders, and (where the venue enables them, never for room service or in view mode) Get bill and Call server. */
export function MenuActions({ venue }: MenuActionsProps) {
  const { t } = useTranslation();
  const toMyOrders = useUnit(myOrdersTapped);
  const service = useServiceRequests();
  const [params] = useSearchParams();
  const waiter = showWaiterActions(venue, params.get('type'));
  return (
    <>
      <div className={classes.row}>
        <Button variant="light" classNames={tile} leftSection={<IconReceipt size={18} aria-hidden />} onClick={() => toMyOrders()}>
          {t('menu.myOrders')}
        </Button>
        {waiter ? (
          <>
            <Button variant="light" classNames={tile} leftSection={<IconReceipt2 size={18} aria-hidden />} onClick={service.openBill}>
              {t('menu.getBill')}
            </Button>
            <Button variant="light" classNames={tile} leftSection={<IconBell size={18} aria-hidden />} onClick={service.openCallServer}>
              {t('menu.callServer')}
            </Button>
          </>
        ) : null}
      </div>
      {waiter ? <ServiceDialogs service={service} /> : null}
    </>
  );
}
