'use client';

import { useEffect, useRef } from 'react';
import { CaptchaWidget, type CaptchaHandle } from './CaptchaWidget';

/**
 * The CAPTCHA inside a plain form (the login page's, the booking's). With JavaScript the widget solves itself on load (or, with
 * `start="focus"`, once the visitor moves into the form); a submit
 * that comes before it has finished waits for the solution. Without JavaScript nothing renders here and the
 * server applies the stricter no-solution budget (ADR 016).
 */
export function CaptchaField({ locale, strings, start = 'load' }: { locale: string; strings: Record<string, string>; start?: 'load' | 'focus' }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const captcha = useRef<CaptchaHandle>(null);

  useEffect(() => {
    const form = wrapper.current?.closest('form');
    if (!form) return;
    let solving = false;
    let release = false;
    const onSubmit = (e: SubmitEvent) => {
      if (release) {
        release = false;
        return;
      }
      const input = form.querySelector<HTMLInputElement>('input[name="altcha"]');
      if (input?.value) return;
      e.preventDefault();
      if (solving) return;
      solving = true;
      const submitter = e.submitter;
      void captcha.current?.solve().then((payload) => {
        solving = false;
        let field = form.querySelector<HTMLInputElement>('input[name="altcha"]');
        if (!field) {
          field = document.createElement('input');
          field.type = 'hidden';
          field.name = 'altcha';
          form.append(field);
        }
        // Without a solution the server decides (stricter budget); the form is sent either way.
        if (payload) field.value = payload;
        release = true;
        form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
      });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  return (
    <div ref={wrapper}>
      <CaptchaWidget ref={captcha} locale={locale} strings={strings} start={start} />
    </div>
  );
}
