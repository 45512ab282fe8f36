import type { Page } from '@playwright/test';

/** Card numbers the stand-in understands, as Stripe's test mode does. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/**
 * Stripe.js cannot be reached from this machine, so the page gets this script in its place. It keeps
 * the parts of Stripe's contract the checkout screen relies on: separate card elements that report
 * `change` events with `complete`, `empty` and `error`, an Express Checkout Element that says whether
 * the device has a wallet, and `confirmCardPayment` / `confirmPayment` resolving to `{ paymentIntent }`
 * or `{ error }`. The confirmation goes through the API's simulated provider, so
 * the order really is marked paid by the server, exactly as a Stripe webhook-free confirmation would be.
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

  // The Express Checkout Element: reports whether the device has a wallet; its button pays with Google Pay.
  function createWallet() {
    var listeners = {};
    function emit(event, payload) { (listeners[event] || []).slice().forEach(function (cb) { cb(payload); }); }
    var element = {
      __type: 'expressCheckout',
      value: function () { return ''; },
      mount: function (target) {
        var host = typeof target === 'string' ? document.querySelector(target) : target;
        if (WALLET) {
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Pay with Google Pay';
          button.addEventListener('click', function () {
            emit('click', { elementType: 'expressCheckout', expressPaymentType: 'google_pay', resolve: function () {}, reject: function () {} });
            emit('confirm', { elementType: 'expressCheckout', expressPaymentType: 'google_pay', paymentFailed: function () {} });
          });
          host.appendChild(button);
        }
        setTimeout(function () {
          emit('ready', { elementType: 'expressCheckout', availablePaymentMethods: WALLET ? { googlePay: true, applePay: false } : undefined });
        }, 0);
      },
      on: function (event, cb) { (listeners[event] = listeners[event] || []).push(cb); return element; },
      off: function (event, cb) { listeners[event] = (listeners[event] || []).filter(function (x) { return x !== cb; }); return element; },
      update: function () {},
      unmount: function () {},
      destroy: function () { listeners = {}; },
    };
    return element;
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
          create: function (type) { created[type] = type === 'expressCheckout' ? createWallet() : createElement(type); return created[type]; },
          submit: function () { return Promise.resolve({}); },
          // Stripe.js takes the type or a React element component, which carries __elementType.
          getElement: function (type) { return created[typeof type === 'string' ? type : type && type.__elementType] || null; },
          update: function () {},
        };
      },
      createToken: function () { return Promise.resolve({ error: { message: 'Not supported by the stand-in' } }); },
      createPaymentMethod: function () { return Promise.resolve({ paymentMethod: { id: 'pm_standin', type: 'card' } }); },
      confirmCardPayment: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        var number = card && typeof card.value === 'function' ? digits(card.value()) : '';
        return confirmWithSimulator(clientSecret, number === DECLINED ? 'card_declined' : 'succeeded');
      },
      confirmPayment: function (options) { return confirmWithSimulator(options.clientSecret, 'succeeded'); },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** Serves the stand-in wherever the page asks for Stripe.js; `wallet` gives the device Google Pay. */
export async function serveStripeStandIn(page: Page, { wallet = false }: { wallet?: boolean } = {}): Promise<void> {
  const body = standIn(wallet);
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body }));
}
