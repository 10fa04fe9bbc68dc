// jsdom without Node's fetch classes: the API client's tests need Response, Request and Headers
// as the browser has them, so they come from Node's own implementation.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Response', 'Request', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone']) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    if (typeof this.global.AbortSignal.timeout !== 'function') {
      this.global.AbortSignal.timeout = (ms) => {
        const controller = new this.global.AbortController();
        setTimeout(() => controller.abort(new this.global.DOMException('The operation timed out', 'TimeoutError')), ms);
        return controller.signal;
      };
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
