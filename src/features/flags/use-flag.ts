'use client';

import { useEffect, useState } from 'react';
import { loadVisitor } from '@/components/layout/use-visitor';
import { noteFlagSeen } from '@/lib/analytics';
import { flagOn, type FlagSetting } from './definitions';

/**
 * Whether this visitor sees a flag, in a client island (ADR 040): the setting comes rendered into the page, the
 * bucket seed with the page frame's visitor request, which the header's islands make anyway. False until it is
 * known; the value seen goes with the page's analytics events.
 */
export function useFlag(setting: FlagSetting): boolean {
  const { key, mode, percentage } = setting;
  const [on, setOn] = useState<boolean>(mode === 'on');
  useEffect(() => {
    let live = true;
    const decide = (seed: string | null) => {
      const value = flagOn({ key, mode, percentage }, seed) === true;
      noteFlagSeen(key, value);
      if (live) setOn(value);
    };
    if (mode !== 'percentage') decide(null);
    else void loadVisitor().then((visitor) => decide(visitor.seed));
    return () => {
      live = false;
    };
  }, [key, mode, percentage]);
  return on;
}
