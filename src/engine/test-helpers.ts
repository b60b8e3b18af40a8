/**
 * Helpers of the engine's tests (imported by *.test.ts only).
 */
import { EngineInputError } from './errors';

/** The EngineInputError `fn` throws; fails when it throws nothing or something else. */
export function engineErrorOf(fn: () => unknown): EngineInputError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EngineInputError) return e;
    throw e;
  }
  throw new Error('expected an EngineInputError');
}
