import type { Page } from '@playwright/test';

/** Card numbers the stand-in understands, as Stripe's test mode does. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/**
 * Stripe.js cannot be reached from this machine, so the page gets this script in its place. It keeps
 * the parts of Stripe's contract the checkout screen relies on: separate card elements that report
 * `change` events with `complete`, `empty` and `error`, a payment request that says whether the device
 * has a wallet, and `confirmCardPayment` resolving to `{ paymentIntent }` or `{ error }`. The
 * confirmation goes through the API's simulated provider, so the order really is marked paid by the
 * server, exactly as a Stripe webhook-free confirmation would be.
 */
const standIn = (wallet: boolean) => String.raw`
(function () {
  var WALLET = ${wallet ? 'true' : 'false'};
  var LABELS = { cardNumber: 'Card number', cardExpiry: 'Expiration date MM / YY', cardCvc: 'CVC' };
  var PLACEHOLDERS = { cardNumber: '1234 1234 1234 1234', cardExpiry: 'MM / YY', cardCvc: 'CVC' };
  var DECLINED = '${TEST_CARDS.declined}';

  function digits(value) { return value.replace(/\D/g, ''); }

  function check(type, value) {
    var d = digits(value);
    if (d.length === 0) return { complete: false, empty: true };
    if (type === 'cardNumber') {
      if (d.length < 16) return { complete: false, empty: false, error: d.length > 19 ? { message: 'Your card number is invalid.' } : undefined };
      return { complete: true, empty: false };
    }
    if (type === 'cardExpiry') {
      if (d.length < 4) return { complete: false, empty: false };
      var month = Number(d.slice(0, 2));
      if (month < 1 || month > 12) return { complete: false, empty: false, error: { message: "Your card's expiration date is incomplete." } };
      return { complete: true, empty: false };
    }
    return { complete: d.length >= 3, empty: false };
  }

  function createElement(type) {
    var listeners = {};
    var input = null;
    function emit(event, payload) { (listeners[event] || []).slice().forEach(function (cb) { cb(payload); }); }
    var element = {
      __type: type,
      value: function () { return input ? input.value : ''; },
      mount: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.setAttribute('aria-label', LABELS[type] || type);
        input.setAttribute('placeholder', PLACEHOLDERS[type] || '');
        input.setAttribute('inputmode', 'numeric');
        input.setAttribute('autocomplete', 'off');
        input.style.cssText = 'width:100%;border:0;outline:0;font:inherit;background:transparent;color:inherit';
        input.addEventListener('input', function () {
          var state = check(type, input.value);
          emit('change', { elementType: type, complete: state.complete, empty: state.empty, error: state.error });
        });
        input.addEventListener('focus', function () { emit('focus', { elementType: type }); });
        input.addEventListener('blur', function () { emit('blur', { elementType: type }); });
        host.appendChild(input);
        setTimeout(function () { emit('ready', element); }, 0);
      },
      on: function (event, cb) { (listeners[event] = listeners[event] || []).push(cb); return element; },
      off: function (event, cb) { listeners[event] = (listeners[event] || []).filter(function (x) { return x !== cb; }); return element; },
      update: function () {},
      focus: function () { if (input) input.focus(); },
      blur: function () { if (input) input.blur(); },
      clear: function () { if (input) input.value = ''; },
      unmount: function () { if (input && input.parentNode) input.parentNode.removeChild(input); },
      destroy: function () { element.unmount(); listeners = {}; },
    };
    return element;
  }

  // stripe.paymentRequest: the device's wallet sheet. It says whether the device has Google Pay, keeps the
  // options the page asked for (window.__standinPaymentRequests), and answers show() with the wallet's card.
  window.__standinPaymentRequests = [];
  function createPaymentRequest(options) {
    window.__standinPaymentRequests.push(options);
    var listeners = {};
    return {
      canMakePayment: function () { return Promise.resolve(WALLET ? { applePay: false, googlePay: true, link: false } : null); },
      on: function (event, cb) { (listeners[event] = listeners[event] || []).push(cb); return this; },
      off: function (event, cb) { listeners[event] = (listeners[event] || []).filter(function (x) { return x !== cb; }); return this; },
      show: function () {
        var payload = { paymentMethod: { id: 'pm_standin_wallet' }, walletName: 'googlePay', complete: function () {} };
        (listeners.paymentmethod || []).slice().forEach(function (cb) { cb(payload); });
      },
      update: function () {},
      abort: function () {},
      isShowing: function () { return false; },
    };
  }

  function confirmWithSimulator(clientSecret, outcome) {
    return fetch('/api/payments/simulator/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, outcome: outcome }),
    }).then(function (response) {
      return response.json().then(function (body) {
        if (response.ok) return { paymentIntent: { id: body.payment_intent_id, status: body.status, client_secret: clientSecret } };
        return { error: { type: 'card_error', message: (body && body.message) || 'Your card was declined.' } };
      });
    });
  }

  function Stripe(key, options) {
    var created = {};
    var stripe = {
      __key: key,
      __options: options || {},
      elements: function () {
        return {
          create: function (type) { created[type] = createElement(type); return created[type]; },
          submit: function () { return Promise.resolve({}); },
          // Stripe.js takes the type or a React element component, which carries __elementType.
          getElement: function (type) { return created[typeof type === 'string' ? type : type && type.__elementType] || null; },
          update: function () {},
        };
      },
      paymentRequest: createPaymentRequest,
      createToken: function () { return Promise.resolve({ error: { message: 'Not supported by the stand-in' } }); },
      createPaymentMethod: function () { return Promise.resolve({ paymentMethod: { id: 'pm_standin', type: 'card' } }); },
      // A wallet's payment method comes as its id; card elements as { card }.
      confirmCardPayment: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        var number = card && typeof card.value === 'function' ? digits(card.value()) : '';
        return confirmWithSimulator(clientSecret, number === DECLINED ? 'card_declined' : 'succeeded');
      },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/**
 * The API of this suite runs its simulated provider; for the real-Stripe path the page is told Stripe
 * runs (with a test publishable key), as an API with STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY says.
 */
export async function reportStripeConfigured(page: Page): Promise<void> {
  await page.route('**/api/payments/config', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ provider: 'stripe', publishable_key: 'pk_test_standin' }),
    }),
  );
}

/**
 * Reports Stripe as configured and serves the stand-in wherever the page asks for Stripe.js; `wallet`
 * gives the device Google Pay.
 */
export async function serveStripeStandIn(page: Page, { wallet = false }: { wallet?: boolean } = {}): Promise<void> {
  const body = standIn(wallet);
  await reportStripeConfigured(page);
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body }));
}

/** The options of each wallet payment request the page made, as the stand-in kept them. */
export const walletRequests = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => (window as unknown as { __standinPaymentRequests?: unknown[] }).__standinPaymentRequests ?? []);
