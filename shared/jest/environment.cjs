const { TestEnvironment } = require('jest-environment-jsdom');

// jsdom has no fetch. The API client and the in-process API server need Node's implementation, and
// fetch only accepts Node's own AbortSignal, Headers and streams, so those travel together. FormData
// stays jsdom's: React builds one from a <form> on submit, which Node's constructor refuses.
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class TabulaEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // jsdom's environment raises this to 100, and React's development build captures an Error for every
    // element it creates (its owner stacks): 100 frames each made JSX the slowest thing in a page test.
    // Node's default keeps a failure's stack readable.
    this.global.Error.stackTraceLimit = 10;
  }
}

module.exports = TabulaEnvironment;
