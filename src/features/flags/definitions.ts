/**
 * Feature flags (issue 28, ADR 040), the part the browser shares with the server: which flags exist, what a
 * setting is, and the stable bucket that decides a percentage. Plain TypeScript, no imports.
 *
 * A flag is declared here, with its name and purpose in the messages (`staff.flags.<key>`); admins set it on,
 * off or on for a percentage of visitors. The pages that use a flag render its setting into the page (no request
 * of its own); the visitor's bucket seed arrives with the page frame's one visitor request (GET /api/visitor).
 */
export const FLAG_KEYS = ['rates_advisor_banner'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

export const FLAG_MODES = ['off', 'on', 'percentage'] as const;
export type FlagMode = (typeof FLAG_MODES)[number];

export interface FlagSetting {
  key: FlagKey;
  mode: FlagMode;
  /** 0–100, used when mode = 'percentage'. */
  percentage: number;
}

export function isFlagKey(value: unknown): value is FlagKey {
  return typeof value === 'string' && (FLAG_KEYS as readonly string[]).includes(value);
}

/**
 * The visitor's bucket for one flag, 0–99: FNV-1a (32 bit) of the flag's key and the visitor's seed, so the same
 * visitor lands in the same bucket on every page and instance, and the flags split visitors independently of
 * each other.
 */
export function flagBucket(key: FlagKey, seed: string): number {
  let hash = 0x811c9dc5;
  const text = `${key}:${seed}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * Whether the visitor sees the flag: 'on' and 'off' need no seed; a percentage needs the visitor's seed and is
 * null while it is not known yet (the island then shows nothing, as for 'off').
 */
export function flagOn(setting: FlagSetting, seed: string | null): boolean | null {
  if (setting.mode === 'on') return true;
  if (setting.mode === 'off') return false;
  if (seed === null) return null;
  return flagBucket(setting.key, seed) < setting.percentage;
}
