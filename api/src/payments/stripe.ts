import Stripe from 'stripe';
import { stripeCurrency } from '../rules/money';
import type { CreatedIntent, IntentRef, IntentRequest, PaymentProvider, RefundRequest } from './provider';

export interface StripeSettings {
  secretKey: string;
  /** Another API base (stripe-mock, tests); Stripe's own when undefined. */
  apiUrl?: string | undefined;
}

export function stripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const base = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Creates PaymentIntents on the venue's connected account (direct charges). */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createIntent(req: IntentRequest): Promise<CreatedIntent> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: req.amountCents,
          currency: stripeCurrency(req.currency),
          automatic_payment_methods: { enabled: true },
          description: req.description,
          metadata: { order_uuid: req.orderUuid },
          ...(req.receiptEmail && { receipt_email: req.receiptEmail }),
        },
        // The SDK adds an idempotency key itself, so its one network retry cannot create two intents.
        { stripeAccount: req.connectedAccount },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without client_secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async cancelIntent({ intentId, connectedAccount }: IntentRef): Promise<void> {
      // Stripe refuses to cancel an intent that already succeeded (or is canceled): that error is the
      // caller's to record, and a late success verdict for it is refused and refunded (settlePayment).
      await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' }, { stripeAccount: connectedAccount });
    },

    async refundIntent({ intentId, connectedAccount }: IntentRef, { amountCents, key, why }: RefundRequest): Promise<void> {
      await stripe.refunds.create(
        { payment_intent: intentId, ...(amountCents !== undefined && { amount: amountCents }), metadata: { why } },
        // One key per refund the API decides: a webhook delivered twice, or a retried call, cannot refund twice.
        { stripeAccount: connectedAccount, idempotencyKey: `tabula-${key}` },
      );
    },
  };
}
