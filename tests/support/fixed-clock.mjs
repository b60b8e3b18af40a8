/**
 * Preloaded (`node --import`) into the fixed-clock server of tests/e2e/rates-current.spec.ts: the process's
 * wall clock starts at the instant written in FIXED_CLOCK_FILE (ISO 8601) and runs on from there; the test moves
 * it by writing another instant into the file. Timers and monotonic clocks stay real. Test support only:
 * nothing in src/ knows about it.
 */
import fs from 'node:fs';

const file = process.env.FIXED_CLOCK_FILE;
if (!file) throw new Error('fixed-clock.mjs: FIXED_CLOCK_FILE is not set');
const RealDate = globalThis.Date;
const realNow = RealDate.now.bind(RealDate);
let seen = { text: '', instant: 0, setAt: 0 };

function now() {
  const text = fs.readFileSync(file, 'utf8').trim();
  if (text !== seen.text) {
    const instant = RealDate.parse(text);
    if (Number.isNaN(instant)) throw new Error(`fixed-clock.mjs: not an instant: ${text}`);
    seen = { text, instant, setAt: realNow() };
  }
  return seen.instant + (realNow() - seen.setAt);
}

/** `Date` with the fixed clock: `new Date()`, `Date()` and `Date.now()` read it; everything else is the real Date. */
function FixedDate(...args) {
  if (!new.target) return new RealDate(now()).toString();
  return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
}
// Own copies of the statics (UTC, parse): Next.js rebuilds Date from its own properties when it wraps it.
for (const key of Object.getOwnPropertyNames(RealDate)) {
  if (!['length', 'name', 'prototype'].includes(key)) Object.defineProperty(FixedDate, key, Object.getOwnPropertyDescriptor(RealDate, key));
}
FixedDate.prototype = RealDate.prototype;
FixedDate.now = now;
globalThis.Date = FixedDate;
