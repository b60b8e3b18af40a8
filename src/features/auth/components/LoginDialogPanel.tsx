'use client';

import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import de from '@messages/de/auth.json';
import en from '@messages/en/auth.json';
import { checkEmail } from '@/lib/validators';
// Not the kit's index, which would bring its sliders and money inputs into this lazily loaded chunk.
import { SECONDARY_BUTTON_CLASS } from '@/components/forms/styles';
import type { DialogReturnRoute } from '@/components/layout/login-dialog-mark';
import { fillPlaceholders } from '@/lib/placeholders';
import { CaptchaWidget, type CaptchaHandle } from '@/components/captcha/CaptchaWidget';
import { LoginCodeForm, LoginEmailForm } from './LoginSteps';

/** Login dialog width (spec sections 2 and 9). */
const WIDTH = 540;

type Messages = typeof en;
type Step = 'email' | 'login';
/**
 * What the login endpoints answered: their success body, or the site's error body `{ error: { code, field,
 * params } }` (src/lib/app-error.ts) as `key` (the message key of `loginForm.errors`: the check's code in
 * `params.reason`, else the error code) and the field it is about.
 */
type Answer = { ok: true; step?: 'login' | 'done'; givenName?: string | null; location?: string } | { ok: false; key: string; field: string | null };

interface ErrorAnswer {
  error?: { code?: unknown; field?: unknown; params?: { reason?: unknown } | null };
}


async function post(url: string, fields: Record<string, string | null | undefined>): Promise<Answer> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value) body.set(key, value);
  const res = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'application/json' } });
  const json = (await res.json().catch(() => null)) as unknown;
  if (res.ok && json && typeof json === 'object' && (json as { ok?: unknown }).ok === true) return json as Answer;
  const error = (json as ErrorAnswer | null)?.error;
  const reason = error?.params?.reason;
  const key = typeof reason === 'string' ? reason : typeof error?.code === 'string' ? error.code : res.status === 429 ? 'RATE_LIMITED' : 'NETWORK';
  return { ok: false, key, field: typeof error?.field === 'string' ? error.field : null };
}

/**
 * The login/signup dialog (spec sections 2 and 4), loaded when it opens. Steps: login-or-signup (e-mail,
 * CAPTCHA, continue) → login (the e-mail is on its way; the 6-digit code logs in right here; a button that
 * only closes). The signup step (name and consent) comes after the first confirmed login, on the account
 * page: asking for a name right after the e-mail would tell anyone whether an address is registered (ADR 014).
 * It calls the same endpoints as the login page, asking for JSON. Closing (Escape, outside click, buttons)
 * unmounts it, which resets it; focus returns to where it was.
 */
export default function LoginDialogPanel({ locale, flow, next = null, returnRoute, onClosed }: { locale: string; flow: 'prop_search' | null; next?: string | null; returnRoute: DialogReturnRoute | null; onClosed: () => void }) {
  const m: Messages = locale === 'de' ? de : en;
  const t = m.loginDialog;
  const errors = m.loginForm.errors as Record<string, string>;
  const dialog = useRef<HTMLDialogElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const id = useId();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ email: string; givenName: string | null } | null>(null);
  const closed = useEffectEvent(onClosed);

  // Open as a modal (the rest of the page is inert, Tab stays inside), focus the first field; on close,
  // focus goes back to the element that opened it.
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!node.open) node.showModal();
    emailInput.current?.focus();
    const onClose = () => {
      opener?.focus();
      closed();
    };
    node.addEventListener('close', onClose);
    return () => node.removeEventListener('close', onClose);
  }, []);

  useEffect(() => {
    if (step === 'login') codeInput.current?.focus();
  }, [step]);

  const close = () => dialog.current?.close();

  const validateEmail = (value: string) => {
    const checked = checkEmail(value);
    const message = checked.ok ? null : errors[checked.code]!;
    setEmailError(message);
    return checked.ok;
  };

  const submitEmail = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!validateEmail(email)) {
      emailInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const solution = await captcha.current?.solve();
      const answer = await post('/api/auth/login-link', {
        email,
        locale,
        flow,
        next,
        route: returnRoute?.route,
        contactType: returnRoute?.contactType,
        altcha: solution ?? null,
      });
      // A solution counts once: the next request needs a new one.
      captcha.current?.reset();
      if (answer.ok) {
        setSent({ email: email.trim(), givenName: answer.givenName ?? null });
        setStep('login');
      } else if (answer.field === 'email') {
        setEmailError(errors[answer.key] ?? errors.invalidEmail!);
        emailInput.current?.focus();
      } else {
        setFormError(errors[answer.key] ?? errors.NETWORK!);
      }
    } catch {
      setFormError(errors.NETWORK!);
    } finally {
      setBusy(false);
    }
  };

  const validateCode = (value: string) => {
    const ok = /^\d{6}$/.test(value.trim());
    setCodeError(ok ? null : value.trim() === '' ? errors.required! : errors.CODE_WRONG!);
    return ok;
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (!validateCode(code)) {
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await post('/api/auth/login-code', { code: code.trim(), locale });
      if (answer.ok && answer.location) {
        window.location.assign(answer.location);
        return;
      }
      setCodeError((!answer.ok && errors[answer.key]) || errors.NETWORK!);
      codeInput.current?.focus();
    } catch {
      setFormError(errors.NETWORK!);
    }
    setBusy(false);
  };

  const title = flow === 'prop_search' ? t.titlePropertySearch : t.title;
  // What both steps' forms share, and a field the dialog controls: checked again on every change once it was
  // wrong, and on leaving it (an empty code is not checked on blur).
  const shared = { idPrefix: id, locale, flow, texts: m.loginForm, formError, formErrorTestId: 'login-dialog-error', busy, className: 'mt-3' };
  const controlled = (value: string, set: (v: string) => void, error: string | null, validate: (v: string) => boolean, checkEmpty: boolean) => ({
    value,
    onChange: (next: string) => {
      set(next);
      if (error) validate(next);
    },
    onBlur: () => {
      if (value !== '' || checkEmpty) validate(value);
    },
  });
  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      style={{ width: `min(${WIDTH}px, calc(100vw - 2rem))`, maxWidth: 'none' }}
      className="m-auto max-h-[calc(100vh-2rem)] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
      data-testid="login-dialog"
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself (its content fills it).
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-brand-700" data-testid="login-dialog-step">{step === 'email' ? t.stepEmail : t.stepLogin}</p>
            <h2 id={`${id}-title`} className="mt-1 text-xl font-bold">{step === 'email' ? title : t.loginTitle}</h2>
          </div>
          <button type="button" onClick={close} className="rounded p-2 text-muted hover:bg-slate-100" aria-label={t.close}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>

        {step === 'email' ? (
          <LoginEmailForm
            {...shared}
            fieldError={emailError}
            fieldErrorTestId="login-dialog-email-error"
            field={{ ...controlled(email, setEmail, emailError, validateEmail, true), ref: emailInput }}
            onSubmit={submitEmail}
            submitLabel={busy ? t.sending : t.continue}
            intro={<p id={`${id}-text`} className="text-muted">{flow === 'prop_search' ? t.textPropertySearch : t.text}</p>}
            captcha={<CaptchaWidget ref={captcha} locale={locale} strings={m.loginForm.captcha} />}
          />
        ) : (
          <LoginCodeForm
            {...shared}
            fieldError={codeError}
            fieldErrorTestId="login-dialog-code-error"
            field={{ ...controlled(code, setCode, codeError, validateCode, false), ref: codeInput }}
            onSubmit={submitCode}
            submitLabel={busy ? t.loggingIn : m.loginForm.submitCode}
            intro={
              <p id={`${id}-text`} className="text-muted" data-testid="login-dialog-sent">
                {sent?.givenName ? fillPlaceholders(t.loginHello, { name: sent.givenName, email: sent.email }, () => '') : fillPlaceholders(t.loginText, { email: sent?.email ?? '' }, () => '')}
              </p>
            }
            after={
              <>
                <p className="mt-4 text-sm text-muted">{t.signupNext}</p>
                <button type="button" onClick={close} className={`${SECONDARY_BUTTON_CLASS} mt-4 w-full`}>
                  {t.closeButton}
                </button>
              </>
            }
          />
        )}
      </div>
    </dialog>
  );
}
