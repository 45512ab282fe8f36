/**
 * Stripe.js in jsdom: the real script cannot load here. Like the e2e stand-in, each card element is
 * a plain input reporting Stripe's `change` events, and confirmCardPayment confirms through the API's
 * simulated provider, so the order is really paid on the server.
 */

type Listener = (event: unknown) => void;

export const DECLINED_CARD = '4000000000000002';

const LABELS: Record<string, string> = { cardNumber: 'Card number', cardExpiry: 'Expiration date', cardCvc: 'CVC' };

function isComplete(type: string, digits: string): boolean {
  if (type === 'cardNumber') return digits.length >= 16;
  if (type === 'cardExpiry') return digits.length === 4;
  return digits.length >= 3;
}

/** Stands in for the wallet sheet: a button that pays with Google Pay when pressed. */
function fakeWallet() {
  const listeners = new Map<string, Listener[]>();
  const emit = (event: string, payload: unknown) => (listeners.get(event) ?? []).forEach((listener) => listener(payload));
  return {
    digits: () => '',
    mount(node: HTMLElement) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Pay with Google Pay';
      button.addEventListener('click', () => {
        emit('click', { elementType: 'expressCheckout', expressPaymentType: 'google_pay', resolve() {}, reject() {} });
        emit('confirm', { elementType: 'expressCheckout', expressPaymentType: 'google_pay', paymentFailed() {} });
      });
      node.appendChild(button);
      // Like Stripe.js, ready comes once the element has loaded, after React attached its listeners.
      setTimeout(() => emit('ready', { elementType: 'expressCheckout', availablePaymentMethods: { googlePay: true, applePay: false } }), 0);
    },
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? []).filter((candidate) => candidate !== listener));
    },
    update() {},
    destroy() {},
  };
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
      listeners.set(event, (listeners.get(event) ?? []).filter((candidate) => candidate !== listener));
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
}

/** Installs window.Stripe once per test file; returns what the page asked of it. */
export function installFakeStripe(apiUrl: string): FakeStripeCalls {
  const calls: FakeStripeCalls = { constructed: [] };
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
  const Stripe = (key: string, options: unknown) => {
    calls.constructed.push([key, options]);
    return {
      elements: () => {
        const created = new Map<string, ReturnType<typeof fakeElement>>();
        return {
          create(type: string) {
            const element = type === 'expressCheckout' ? fakeWallet() : fakeElement(type);
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
      createToken: async () => ({ error: { message: 'not used' } }),
      createPaymentMethod: async () => ({ error: { message: 'not used' } }),
      confirmPayment: async ({ clientSecret }: { clientSecret: string }) => confirm(clientSecret, 'succeeded'),
      confirmCardPayment: async (secret: string, data: { payment_method: { card: ReturnType<typeof fakeElement> } }) =>
        confirm(secret, data.payment_method.card.digits() === DECLINED_CARD ? 'card_declined' : 'succeeded'),
    };
  };
  Stripe.version = 'endive';
  (window as unknown as { Stripe: unknown }).Stripe = Stripe;
  return calls;
}
