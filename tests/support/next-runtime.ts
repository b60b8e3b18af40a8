/**
 * What Next's server sets up before it loads any route (next/dist/server/node-environment-baseline.js):
 * AsyncLocalStorage on globalThis, from which Next makes its request scopes when its modules load. A setup file of
 * every test worker, so that it holds before the first test file loads Next: route handlers then run in a request
 * scope as on the server (tests/support/route-scope.ts); without it Next makes inert stand-ins that cannot.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const runtime = globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage };
if (typeof runtime.AsyncLocalStorage !== 'function') runtime.AsyncLocalStorage = AsyncLocalStorage;
