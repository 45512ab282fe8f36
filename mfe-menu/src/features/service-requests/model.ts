import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $orderId,
  $tableNumber,
  $venueUuid,
  createOrderFx,
  failureStatus,
  navigateFx,
  storeReset,
  tableListRequested,
  tableNumberChosen,
  unwrap,
  type ApiRequestError,
  type ServiceRequestAnswer,
} from '@tabula/shared';
import { requestService, type ServiceRequest } from './api';
import { noticeShown, REQUEST_ERROR_NOTICE_MS, type TimedNotice } from '../notices';
import { serviceRequestErrorKey } from './rules';

export const requestServiceFx = createEffect<ServiceRequest & { orderId: string }, ServiceRequestAnswer, ApiRequestError>(
  async ({ orderId, ...body }) => unwrap(await requestService(orderId, body)),
);

export type ServiceDialog = 'callServer' | 'tablePicker' | 'serverComing' | null;

/**
 * What the guest asked for: a server, to the guest's current order (only one request may be open per order).
 * The bill is asked for at the table from the bill screen, which Get bill opens.
 */
type Asked = { kind: 'server' };

/** What the menu tells the guest in its timed notice: a refused request. */
export type ServiceNotice = { kind: 'requestFailed'; status: number };

export const callServerOpened = createEvent();
/** Get bill: the bill screen (/bill) shows the tab's bill, or says there is nothing to pay and offers asking at the table. */
export const billOpened = createEvent();
export const serviceDialogClosed = createEvent();
export const callServerConfirmed = createEvent();
/** The guest without a table picked the one the server should come to. */
export const serviceTablePicked = createEvent<string>();
/** The menu has shown the notice. */
export const serviceNoticeShown = createEvent();

interface SendParams {
  asked: Asked;
  table: string;
  orderId: string | null;
  venueUuid: string | null;
}

/**
 * Sends the request for the guest's current order, creating it first when there is none yet (the app
 * creates one when the venue loads, but that call may have failed).
 */
export const sendServiceRequestFx = attach({
  source: { orderId: $orderId, venueUuid: $venueUuid },
  mapParams: ({ asked, table }: { asked: Asked; table: string }, source): SendParams => ({ asked, table, ...source }),
  effect: createEffect(async ({ table, orderId, venueUuid }: SendParams) => {
    let id = orderId;
    if (!id) {
      if (!venueUuid) throw new Error('The venue is not loaded');
      id = (await createOrderFx({ venueUuid })).order_uuid;
    }
    if (!id) throw new Error('No order to ask for');
    const body: ServiceRequest = { request_type: 1 };
    await requestServiceFx({ orderId: id, ...body, table_number: table });
  }),
});

const asked = createEvent<Asked>();
sample({ clock: callServerConfirmed, fn: (): Asked => ({ kind: 'server' }), target: asked });

/** A guest with a table has the request sent at once. */
sample({
  source: sample({ clock: asked, source: $tableNumber, fn: (table, request) => ({ asked: request, table }) }).filterMap(
    ({ asked, table }) => (table ? { asked, table } : undefined),
  ),
  target: sendServiceRequestFx,
});

/** The request waiting for the table picker's answer. */
const $waiting = createStore<Asked | null>(null)
  .on(asked, (_, request) => request)
  .reset(sendServiceRequestFx, serviceDialogClosed, storeReset);

sample({
  source: sample({ clock: serviceTablePicked, source: $waiting, fn: (waiting, table) => ({ asked: waiting, table }) }).filterMap(
    ({ asked, table }) => (asked ? { asked, table } : undefined),
  ),
  target: sendServiceRequestFx,
});
sample({ clock: serviceTablePicked, target: tableNumberChosen });

sample({ clock: billOpened, fn: () => ({ to: '/bill' }), target: navigateFx });

/** Which dialog is open; a request needing a table opens the picker first. */
export const $serviceDialog = createStore<ServiceDialog>(null)
  .on(callServerOpened, () => 'callServer')
  .on(sample({ clock: asked, source: $tableNumber, filter: (table) => !table }), () => 'tablePicker')
  .on(sendServiceRequestFx.done, () => 'serverComing')
  .on(sendServiceRequestFx.fail, () => null)
  .reset(serviceDialogClosed, storeReset);

/** The table picker lists the venue's tables, asked for each time it opens. */
sample({ clock: $serviceDialog.updates, filter: (dialog) => dialog === 'tablePicker', fn: () => undefined, target: tableListRequested });

/**
 * A dialog has opened: the dialogs' code is fetched then (it is not part of the menu's first screen), and
 * they stay mounted from then on, so that each closes with its transition.
 */
export const $serviceDialogsInUse = createStore(false)
  .on($serviceDialog.updates, (inUse, dialog) => inUse || dialog !== null)
  .reset(storeReset);

export const $serviceSending = requestServiceFx.pending;

/** The notice the menu shows next; gone once shown. */
export const $serviceNotice = createStore<ServiceNotice | null>(null)
  .on(sendServiceRequestFx.failData, (_, error) => ({ kind: 'requestFailed', status: failureStatus(error) }))
  .reset(serviceNoticeShown, storeReset);

/** The menu's actions (Get bill, Call server) are on screen, or gone: a notice waits for them. */
export const serviceActionsShown = createEvent();
export const serviceActionsHidden = createEvent();

const $actionsShown = createStore(false)
  .on(serviceActionsShown, () => true)
  .on(serviceActionsHidden, () => false)
  .reset(storeReset);

/** What the snackbar says of a service notice, and for how long. */
const timedNotice = (notice: ServiceNotice): TimedNotice => ({
  message: { key: serviceRequestErrorKey(notice.status) },
  ms: REQUEST_ERROR_NOTICE_MS,
});

// The notice shows as it comes while the actions are on screen, or when they next are.
const noticeDue = sample({
  clock: [$serviceNotice.updates, serviceActionsShown],
  source: { notice: $serviceNotice, shown: $actionsShown },
  fn: ({ notice, shown }) => (shown ? notice : null),
}).filterMap((notice) => (notice === null ? undefined : timedNotice(notice)));
sample({ clock: noticeDue, target: noticeShown });
sample({ clock: noticeDue, fn: () => undefined, target: serviceNoticeShown });
