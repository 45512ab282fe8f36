import { PaymentConfigSchema, SimulatedConfirmationSchema, SimulatedConfirmRequestSchema } from '@tabula/shared/schemas';
import type { PaymentConfig } from '@tabula/shared/entities';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Stripe from 'stripe';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { billPaymentBySecret, settleBillPayment } from '../domain/bills';
import { paymentByClientSecret, settlePayment } from '../domain/payments';
import { RuleViolation, badRequest, notFound } from '../rules/violation';
import { replies } from '../schemas/replies';

const CARD_DECLINED = 'Your card was declined.';
/** What the checkout screen shows after 'Payment failed: ' for an intent the order outgrew. */
const ORDER_CHANGED = 'This payment was cancelled because the order changed. Please check out again.';
/** A bill payment given up, or held too long, before its card was confirmed. */
const BILL_RELEASED = 'This payment was stopped before your card was confirmed. Check the bill and pay again.';

/** Only a publishable key is ever handed to a browser; anything else configured there is withheld. */
const PUBLISHABLE_KEY = /^pk_(test|live)_\w+$/;

/** Which provider takes cards, the simulator's confirmation, and Stripe's webhook. */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['payments'];

  app.get(
    '/api/payments/config',
    {
      schema: {
        tags,
        summary: 'Which card payment provider runs, for the checkout screen',
        description:
          '{ provider: "simulated" } without STRIPE_SECRET_KEY: the client shows its own test-mode card form and confirms ' +
          'through POST /api/payments/simulator/confirm. { provider: "stripe", publishable_key } with it: the client loads ' +
          'Stripe.js with that key (STRIPE_PUBLISHABLE_KEY); null when none, or no valid pk_ key, is configured, and ' +
          'card payment is then unavailable to guests.',
        response: replies(PaymentConfigSchema),
      },
    },
    async (): Promise<PaymentConfig> => {
      if (ctx.payments.name === 'simulated') return { provider: 'simulated' };
      const key = ctx.config.stripePublishableKey;
      return { provider: 'stripe', publishable_key: key && PUBLISHABLE_KEY.test(key) ? key : null };
    },
  );

  app.post(
    '/api/payments/simulator/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a simulated payment intent (only without STRIPE_SECRET_KEY)',
        description:
          'The stand-in for Stripe.js in the e2e suite calls this where Stripe.js would confirm the card payment. ' +
          'outcome "succeeded" (default) marks the order paid and submits it (status 2) and answers ' +
          '{ status: "succeeded", payment_intent_id }; "card_declined" records the failure and answers 402 ' +
          '"Your card was declined."; the order stays open so the guest can try again. A bill payment’s client_secret ' +
          'settles the bill payment (a decline releases its reservation; a payment released meanwhile is answered 402 ' +
          'bill_payment_released and moves no money). An intent the order outgrew ' +
          '(its items changed, or it was checked out again, after the intent was made) is answered 402 "' +
          ORDER_CHANGED +
          '" and the order stays open and unpaid. 404 for an unknown client_secret or when Stripe is configured.',
        body: SimulatedConfirmRequestSchema,
        response: replies(SimulatedConfirmationSchema),
      },
    },
    async (req) => {
      if (ctx.payments.name !== 'simulated') throw notFound('The payment simulator is off: Stripe is configured');
      const billPayment = await billPaymentBySecret(ctx.db, req.body.client_secret);
      if (billPayment) return confirmBillPayment(billPayment, req.body.outcome);
      const payment = await paymentByClientSecret(ctx, req.body.client_secret);
      if (!payment || payment.provider !== 'simulated') throw notFound('Unknown client_secret', 'payment_not_found');
      // Stripe refuses to confirm a cancelled intent whatever the card, and no money moves.
      if (payment.status === 'canceled') throw new RuleViolation(402, ORDER_CHANGED, 'payment_cancelled_order_changed');
      if (req.body.outcome === 'card_declined') {
        await settlePayment(ctx, payment.intent_id, 'failed');
        throw new RuleViolation(402, CARD_DECLINED, 'card_declined');
      }
      // The order may have changed without cancelling the intent: settlePayment refuses it then.
      if ((await settlePayment(ctx, payment.intent_id, 'succeeded')) === 'stale')
        throw new RuleViolation(402, ORDER_CHANGED, 'payment_cancelled_order_changed');
      return { status: 'succeeded', payment_intent_id: payment.intent_id };
    },
  );

  /** A bill payment's card, as Stripe would confirm it: a released payment's intent was cancelled, and moves no money. */
  async function confirmBillPayment(
    payment: { intent_id: string; provider: string; status: string },
    outcome: 'succeeded' | 'card_declined' | undefined,
  ) {
    if (payment.provider !== 'simulated') throw notFound('Unknown client_secret', 'payment_not_found');
    if (payment.status === 'released') throw new RuleViolation(402, BILL_RELEASED, 'bill_payment_released');
    if (outcome === 'card_declined') {
      await settleBillPayment(ctx, payment.intent_id, 'failed');
      throw new RuleViolation(402, CARD_DECLINED, 'card_declined');
    }
    if ((await settleBillPayment(ctx, payment.intent_id, 'succeeded')) === 'released')
      throw new RuleViolation(402, BILL_RELEASED, 'bill_payment_released');
    return { status: 'succeeded', payment_intent_id: payment.intent_id };
  }

  // Stripe signs the exact bytes it sent, so this route reads the body raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    // The body is the raw bytes Stripe signed, which no schema describes.
    raw.post<{ Body: Buffer; Headers: { 'stripe-signature'?: string } }>(
      '/api/payments/stripe/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe webhook: payment_intent.succeeded and payment_intent.payment_failed',
          description:
            'The Stripe-Signature header is checked against STRIPE_WEBHOOK_SECRET; an event without a valid ' +
            'signature is refused (400), and with Stripe configured but no secret every event is refused (503). Only ' +
            'the simulated provider, which moves no money, takes unsigned events. A body that is not a Stripe event ' +
            '(not an object, no type, a payment_intent event without data.object.id) is refused with 400. Unknown ' +
            'intents are acknowledged and ignored. ' +
            'A success for an intent the order outgrew (cancelled when its items changed or it was checked out again, ' +
            'or for another amount than its items plus tip now) leaves the order open and unpaid, marks the payment ' +
            '"stale" and refunds it.',
          headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String()) }),
          response: replies(Type.Object({ received: Type.Boolean() })),
        },
      },
      async (req) => {
        const event = paymentVerdict(parseEvent(ctx, req.body, req.headers['stripe-signature']));
        if (event) {
          if (
            (await settlePayment(ctx, event.intentId, event.outcome)) === 'unknown' &&
            (await settleBillPayment(ctx, event.intentId, event.outcome)) === 'unknown'
          ) {
            req.log.warn({ intent: event.intentId }, 'webhook for a payment intent this API did not create');
          }
        }
        return { received: true };
      },
    );
  });
};

export default paymentRoutes;

/**
 * The event a webhook body carries, as far as it can be trusted: a verified signature when a
 * secret is configured; without one only the simulated provider, under which no money moves,
 * takes an unsigned event (a forged success must never submit an order as paid).
 */
function parseEvent(ctx: AppContext, body: Buffer, signature: string | undefined): unknown {
  const secret = ctx.config.stripeWebhookSecret;
  if (secret) {
    if (!signature) throw badRequest('Missing Stripe-Signature header');
    try {
      return Stripe.webhooks.constructEvent(body, signature, secret);
    } catch (err) {
      throw badRequest(`Webhook signature check failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (ctx.payments.name !== 'simulated') throw new RuleViolation(503, 'STRIPE_WEBHOOK_SECRET is not configured');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('Body is not valid JSON');
  }
}

const VERDICTS: Record<string, 'succeeded' | 'failed'> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

/** The verdict a payment_intent event gives, null for other events; 400 for a body that is no event. */
function paymentVerdict(event: unknown): { intentId: string; outcome: 'succeeded' | 'failed' } | null {
  if (!isObject(event) || typeof event.type !== 'string') throw badRequest('Not a Stripe event: an object with a type is expected');
  const type = event.type;
  const outcome = VERDICTS[type];
  if (!outcome) return null;
  const object = isObject(event.data) ? event.data.object : undefined;
  const intentId = isObject(object) ? object.id : undefined;
  if (typeof intentId !== 'string' || intentId === '') throw badRequest(`A ${type} event needs data.object.id`);
  return { intentId, outcome };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
