/**
 * Stripe.js in jsdom: the real script cannot load here. Like the e2e stand-in, each card element is
 * a plain input reporting Stripe's `change` events, the payment request is a device with Google Pay,
 * and confirmCardPayment confirms through the API's simulated provider, so the order is really paid
 * on the server.
 */

type Listener = (event: unknown) => void;

export const DECLINED_CARD = '4000000000000002';

const LABELS: Record<string, string> = { cardNumber: 'Card number', cardExpiry: 'Expiration date', cardCvc: 'CVC' };

function isComplete(type: string, digits: string): boolean {
  if (type === 'cardNumber') return digits.length >= 16;
  if (type === 'cardExpiry') return digits.length === 4;
  return digits.length >= 3;
}

function fakeElement(type: string) {
  const listeners = new Map<string, Listener[]>();
  let input: HTMLInputElement | null = null;
  const emit = (event: string, payload: unknown) => (listeners.get(event) ?? []).forEach((listener) => listener(payload));
  return {
    digits: () => (input?.value ?? '').replace(/\D/g, ''),
    mount(node: HTMLElement) {
      input = document.createElement('input');
      input.setAttribute('aria-label', LABELS[type] ?? type);
      input.addEventListener('input', () => {
        const digits = (input?.value ?? '').replace(/\D/g, '');
        emit('change', { elementType: type, empty: digits === '', complete: isComplete(type, digits), error: undefined });
      });
      node.appendChild(input);
      setTimeout(() => emit('ready', {}), 0);
    },
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off(event: string, listener: Listener) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((candidate) => candidate !== listener),
      );
    },
    update() {},
    destroy() {
      input?.remove();
    },
  };
}

export interface FakeStripeCalls {
  /** Publishable key and options of each Stripe instance the page created. */
  constructed: Array<[string, unknown]>;
  /** The options of each payment request (the wallet sheet) the page made. */
  paymentRequests: unknown[];
  /** Whether the device has a wallet (Google Pay). */
  wallet: boolean;
  /** Makes creating a Stripe instance fail, as when Stripe.js cannot be had. */
  failing: boolean;
}

/** Installs window.Stripe once per test file; returns what the page asked of it and its switches. */
export function installFakeStripe(apiUrl: string): FakeStripeCalls {
  const calls: FakeStripeCalls = { constructed: [], paymentRequests: [], wallet: true, failing: false };
  const confirm = async (secret: string, outcome: 'succeeded' | 'card_declined') => {
    const response = await fetch(`${apiUrl}/api/payments/simulator/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: secret, outcome }),
    });
    const body = (await response.json()) as { message?: string; payment_intent_id?: string };
    return response.ok
      ? { paymentIntent: { id: body.payment_intent_id, status: 'succeeded' } }
      : { error: { type: 'card_error', message: body.message } };
  };

  /** The wallet sheet: show() answers at once with the device's Google Pay card. */
  const paymentRequest = (options: unknown) => {
    calls.paymentRequests.push(options);
    const listeners = new Map<string, Listener[]>();
    return {
      canMakePayment: async () => (calls.wallet ? { applePay: false, googlePay: true, link: false } : null),
      on(event: string, listener: Listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      },
      off(event: string, listener: Listener) {
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((candidate) => candidate !== listener),
        );
      },
      show() {
        const event = { paymentMethod: { id: 'pm_wallet' }, walletName: 'googlePay', complete() {} };
        (listeners.get('paymentmethod') ?? []).forEach((listener) => listener(event));
      },
    };
  };

  const Stripe = (key: string, options: unknown) => {
    if (calls.failing) throw new Error('Stripe.js is not available');
    calls.constructed.push([key, options]);
    return {
      elements: () => {
        const created = new Map<string, ReturnType<typeof fakeElement>>();
        return {
          create(type: string) {
            const element = fakeElement(type);
            created.set(type, element);
            return element;
          },
          // Stripe.js takes the type or a React element component, which carries __elementType.
          getElement: (type: string | { __elementType?: string }) =>
            created.get(typeof type === 'string' ? type : (type.__elementType ?? '')) ?? null,
          update() {},
          submit: async () => ({}),
        };
      },
      paymentRequest,
      createToken: async () => ({ error: { message: 'not used' } }),
      createPaymentMethod: async () => ({ error: { message: 'not used' } }),
      confirmCardPayment: async (secret: string, data?: { payment_method: string | { card: ReturnType<typeof fakeElement> } }) => {
        const method = data?.payment_method;
        const declined = typeof method === 'object' && method.card.digits() === DECLINED_CARD;
        return confirm(secret, declined ? 'card_declined' : 'succeeded');
      },
    };
  };
  Stripe.version = 'endive';
  (window as unknown as { Stripe: unknown }).Stripe = Stripe;
  return calls;
}
