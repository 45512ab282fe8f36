import { BillPaymentRequestSchema, BillPaymentStartedSchema, BillPaymentStateSchema, BillSchema, ref } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { BillPaymentRequest } from '@tabula/shared/entities';
import { billFor, billPaymentStatus, releaseBillPayment, startBillPayment, type BillContext } from '../domain/bills';
import { callerOf, isTabMember } from '../domain/membership';
import { tabByUuid } from '../domain/tabs';
import { hostVenue, venueSlugHeader } from '../http/host';
import { guestIdOf } from '../http/guest-id';
import { isEmail } from '../rules/input';
import { CLIENT_LIMITS } from '../rules/throttle';
import { badRequest, notFound } from '../rules/violation';
import { replies } from '../schemas/replies';
import { optionalUuidHeader, uuid } from '../schemas/fields';

const memberHeaders = Type.Object({
  ...venueSlugHeader,
  'tab-uuid': Type.Optional(optionalUuidHeader),
  'guest-session-uuid': Type.Optional(optionalUuidHeader),
});

const NOT_FOUND = 'Bill not found';

/**
 * A table's bill, for every member of the tab (the browser that opened it, anyone who joined by password
 * or link, the hotel session that opened it), and a guest's own orders where the venue has no tabs: what
 * is owed, and paying it whole, in equal shares, by items or by an amount.
 */
const billRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['bill'];

  /** The tab's bill for a member of it; 404, as for an order, for anyone else or a tab of another venue. */
  async function tabBill(req: FastifyRequest, tabUuid: string): Promise<BillContext> {
    const venue = await hostVenue(ctx, req);
    const tab = await tabByUuid(ctx.db, tabUuid);
    const caller = await callerOf(ctx.db, req.headers);
    if (!tab || tab.venue_id !== venue.id || !isTabMember(caller, tab)) throw notFound(NOT_FOUND);
    return { venue, scope: { tab }, caller, guestId: guestIdOf(req) };
  }

  /** The browser's own bill (its signed guest cookie); 404 without one. */
  async function ownBill(req: FastifyRequest): Promise<BillContext> {
    const venue = await hostVenue(ctx, req);
    const guestId = guestIdOf(req);
    if (!guestId) throw notFound(NOT_FOUND);
    return { venue, scope: { guestId }, caller: await callerOf(ctx.db, req.headers), guestId };
  }

  const billDescription =
    'Every submitted order on the bill (put on the tab, not declined, not expired unaccepted) with its lines and who ' +
    'ordered it (ordered_by: the opener’s name on the opener’s orders; guest_number: 1 the opener, then 2, 3… as others ' +
    'first ordered; mine: this browser’s), what is paid (payments, refunds taken off), what payments under way hold ' +
    '(pending_cents), balance_due_cents (zero with orders on it: paid in full) and payable_cents (balance less what is ' +
    'held). Amounts in cents. methods says whether this caller can pay by card and by room charge here.';

  app.get(
    '/api/tab/:tab_uuid/bill/',
    {
      schema: {
        tags,
        summary: 'The tab’s bill, for its members',
        description: `${billDescription} Only members reach it: the tab-uuid header of the tab, or the guest-session-uuid of the hotel session that opened it; 404 for anyone else.`,
        headers: memberHeaders,
        params: Type.Object({ tab_uuid: uuid }),
        response: replies(ref(BillSchema)),
      },
    },
    async (req) => billFor(ctx, await tabBill(req, req.params.tab_uuid)),
  );

  app.get(
    '/api/bill/',
    {
      schema: {
        tags,
        summary: 'The caller’s own bill at a venue without tabs',
        description: `${billDescription} The orders this browser (its guest cookie, set by the page) submitted here in the last day; 404 without the cookie.`,
        headers: memberHeaders,
        response: replies(ref(BillSchema)),
      },
    },
    async (req) => billFor(ctx, await ownBill(req)),
  );

  const paymentSchema = (summary: string, params?: ReturnType<typeof Type.Object>) => ({
    config: { rateLimit: { max: CLIENT_LIMITS.billPayment.max, timeWindow: CLIENT_LIMITS.billPayment.windowMs } },
    schema: {
      tags,
      summary,
      description:
        'way "whole" pays the balance due; "shares" the first `paying` of `count` equal shares of it (the last share takes ' +
        'the remainder, so shares add up to the balance); "items" the lines named by order_item_ids; "amount" amount_cents. ' +
        'The amount is reserved in one statement before anything is charged: 409 bill_changed when the balance is not ' +
        'balance_cents or payments under way hold part of it (nothing is charged), 409 bill_line_paid for a line paid or ' +
        'being paid, 400 bill_amount_invalid for nothing to pay or more than the balance. card and wallet types answer ' +
        'status "pending" with a payment_intent for amount plus tip, confirmed through Stripe.js (or the simulator); a ' +
        'decline releases the reservation. The reservation ends by itself after BILL_HOLD_MS. room_charge (where the venue ' +
        'allows it, for a live hotel guest session) answers "succeeded" at once. ' +
        `429 after ${CLIENT_LIMITS.billPayment.max} payments from one client in 15 minutes.`,
      headers: memberHeaders,
      ...(params && { params }),
      body: BillPaymentRequestSchema,
      response: replies(BillPaymentStartedSchema),
    },
  });

  const start = async (bc: BillContext, body: BillPaymentRequest) => {
    const email = body.email?.trim() || null;
    if (email && !isEmail(email)) throw badRequest('Invalid email', 'invalid_email');
    return startBillPayment(ctx, bc, {
      way: body.way,
      balanceCents: body.balance_cents,
      shares: body.shares,
      orderItemIds: body.order_item_ids,
      amountCents: body.amount_cents,
      tipCents: body.tip_cents,
      method: body.method,
      email,
    });
  };

  app.post(
    '/api/tab/:tab_uuid/bill/payments/',
    paymentSchema('Pay the tab’s bill, or part of it', Type.Object({ tab_uuid: uuid })),
    async (req) => start(await tabBill(req, (req.params as { tab_uuid: string }).tab_uuid), req.body),
  );

  app.post('/api/bill/payments/', paymentSchema('Pay the caller’s own bill, or part of it'), async (req) =>
    start(await ownBill(req), req.body),
  );

  app.get(
    '/api/bill/payments/:payment_uuid/',
    {
      schema: {
        tags,
        summary: 'Whether a bill payment went through',
        description:
          'held (the card is being confirmed), succeeded, or released (declined, given up, or held too long). 404 for an unknown payment.',
        params: Type.Object({ payment_uuid: uuid }),
        response: replies(BillPaymentStateSchema),
      },
    },
    async (req) => billPaymentStatus(ctx.db, req.params.payment_uuid),
  );

  app.post(
    '/api/bill/payments/:payment_uuid/release',
    {
      schema: {
        tags,
        summary: 'Give up a bill payment whose card was not confirmed',
        description:
          'Ends the reservation of a held payment, so its amount (and its lines) can be paid again, and cancels its intent ' +
          'at the provider. A payment that succeeded or was released already is answered as it is.',
        params: Type.Object({ payment_uuid: uuid }),
        response: replies(BillPaymentStateSchema),
      },
    },
    async (req) => releaseBillPayment(ctx, req.params.payment_uuid),
  );
};

export default billRoutes;
