export interface IntentRequest {
  orderUuid: string;
  /** Minor units of `currency`. */
  amountCents: number;
  /** ISO code, any case. */
  currency: string;
  /** The venue's connected account (stripe_account_ref). */
  connectedAccount: string;
  receiptEmail: string | null;
  description: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** An intent created earlier, on the account it was created on. */
export interface IntentRef {
  intentId: string;
  /** The venue's connected account (stripe_account_ref). */
  connectedAccount: string;
}

export interface RefundRequest {
  amountCents?: number;
  key: string;
  /** Why, for the provider's records. */
  why: string;
}

/** Where card and wallet payments are created. Cash and room charge need none. */
export interface PaymentProvider {
  readonly name: 'simulated' | 'stripe';
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** Makes the intent unconfirmable; throws when the provider refuses (e.g. it already succeeded). */
  cancelIntent(ref: IntentRef): Promise<void>;
  /**
   * Gives back what an intent captured: `amountCents` of it, or all of it without. The provider is given
   * `key` as the idempotency key, so a refund asked twice (a retry, a replayed webhook) is made once.
   */
  refundIntent(ref: IntentRef, refund: RefundRequest): Promise<void>;
}
