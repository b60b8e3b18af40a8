/**
 * A CAPTCHA solution as the widget sends it (ADR 016): the challenge solved with the same library, base64 JSON of
 * challenge and solution. For tests that act as a browser with JavaScript would.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export async function solvedCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('CAPTCHA not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
