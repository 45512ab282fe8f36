import { CheckoutAnswerSchema, CheckoutRequestSchema, ServiceRequestAnswerSchema, ServiceRequestSchema } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkout } from '../domain/checkout';
import { serviceRequestTable } from '../domain/room-service';
import { requestService } from '../domain/service-requests';
import { isEmail, optionalUuid, tableNumber } from '../rules/input';
import { toCents } from '../rules/money';
import { CLIENT_LIMITS } from '../rules/throttle';
import { badRequest } from '../rules/violation';
import { guestIdOf } from '../http/guest-id';
import { venueOf } from '../plugins/venue-scope';
import { replies } from '../schemas/replies';
import { optionalUuidHeader, uuid } from '../schemas/fields';

/** Placing an order, and asking for the bill or a server. */
const checkoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['checkout'];

  app.post(
    '/api/order/:order_uuid/checkout/',
    {
      schema: {
        tags,
        summary: 'Place the order',
        description:
          'cash and room_charge submit the order at once (status 2, payment_intent null), as does a card order whose items ' +
          'plus tip come to 0.00, which is placed paid with no card asked for. card and wallet types create ' +
          'a payment intent on the venue’s connected account for items plus tip; the order stays 0 until the payment ' +
          'is confirmed (Stripe webhook, or the simulator route), then becomes 2 and paid. With a tab the tab’s table ' +
          'is used. A tip is paid by card only (400 with cash or room charge) and may be at most the items subtotal, ' +
          'or 10.00 in the venue currency when the subtotal is smaller (400 naming the cap). At a venue that requires ' +
          'a tab, an order without one is paid now by card; cash or room charge is refused (400). ' +
          '400 "Your order is empty", 403 "Venue currently not accepting orders" or read-only menu, 403 when ' +
          'the order is not open or has expired, 502 when the payment provider fails (the order is left as it was). ' +
          'With total_amount, 409 (code "order_changed") when the order’s items plus tip are not that total: nothing ' +
          'is placed or charged, and the guest is shown the order again. A refusal names its code (see Error). ' +
          'At a room-service venue (type 3) an order without a tab needs the guest-session-uuid header of a live ' +
          'session of the hotel (401 without) and goes to the session’s room: 403 for a table_number of another room.',
        headers: Type.Object({ 'guest-session-uuid': Type.Optional(optionalUuidHeader) }),
        params: Type.Object({ order_uuid: uuid }),
        body: CheckoutRequestSchema,
        response: replies(CheckoutAnswerSchema),
      },
    },
    async (req) => {
      const email = req.body.email?.trim() || null;
      if (email && !isEmail(email)) throw badRequest('Invalid email', 'invalid_email');
      const guest = guestIdOf(req);
      const placed = await checkout(ctx, req.params.order_uuid, {
        note: req.body.note?.trim() ?? '',
        tipCents: toCents(req.body.tip_amount ?? 0),
        table: tableNumber(req.body.table_number),
        method: req.body.payment_method,
        email,
        shownTotalCents: req.body.total_amount == null ? null : toCents(req.body.total_amount),
        sessionUuid: optionalUuid(req.headers['guest-session-uuid'], 'guest-session-uuid'),
        guestId: guest,
      });
      // Whoever counts orders (the platform's experiments) hears of it before the guest is answered.
      await app.venueEvents.emit('orderSubmitted', { orderUuid: req.params.order_uuid, guestId: guest });
      return placed;
    },
  );

  app.post(
    '/api/order/request-service/',
    {
      config: { rateLimit: { max: CLIENT_LIMITS.serviceRequest.max, timeWindow: CLIENT_LIMITS.serviceRequest.windowMs } },
      schema: {
        tags,
        summary: 'Ask for the bill (request_type 0, with payment_method) or call a server (1)',
        description:
          'Only one request may be open per order: 409 "A request is already Open for your Order". With a tab the ' +
          'request is for the tab’s table; otherwise table_number must be a table of the venue (400 when it is not). ' +
          'At a room-service venue (type 3) the request needs the guest-session-uuid header of a live session of the ' +
          'hotel (401 without), and is for the session’s room: 403 for an order or table_number of another room. ' +
          `429 when this client sent ${CLIENT_LIMITS.serviceRequest.max} requests in 15 minutes.`,
        headers: Type.Object({
          order_uuid: optionalUuidHeader,
          'tab-uuid': Type.Optional(optionalUuidHeader),
          'guest-session-uuid': Type.Optional(optionalUuidHeader),
        }),
        body: ServiceRequestSchema,
        response: replies(ServiceRequestAnswerSchema),
      },
    },
    async (req) => {
      const orderUuid = optionalUuid(req.headers.order_uuid, 'order_uuid');
      if (!orderUuid) throw badRequest('The order_uuid header is required');
      const sessionUuid = optionalUuid(req.headers['guest-session-uuid'], 'guest-session-uuid');
      const table = await serviceRequestTable(
        ctx.db,
        venueOf(req),
        { sessionUuid, orderUuid, table: tableNumber(req.body.table_number) },
        new Date(),
      );
      return requestService(ctx.db, orderUuid, {
        requestType: req.body.request_type,
        paymentMethod: req.body.payment_method ?? null,
        table,
      });
    },
  );
};

export default checkoutRoutes;
