/**
 * The one login form (src/features/auth/components/LoginSteps.tsx, issue 23, ADR 025): rendered on the server
 * (the login page) it is a plain POST form that works without JavaScript; the dialog gives it controlled fields
 * and its own submit. Its module graph stays free of server-only code and of the kit's unrelated controls, as
 * the lazily loaded dialog bundles it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import en from '@messages/en/auth.json';
import { INPUT_CLASS } from '@/components/forms';
import { LoginCodeForm, LoginEmailForm, type LoginTexts } from '@/features/auth/components/LoginSteps';
import { SRC, scanImports } from '../support/boundaries';

const texts: LoginTexts = en.loginForm;
const page = { idPrefix: 'login', texts, formErrorTestId: 'login-error', fieldErrorTestId: 'login-error' };
const captcha = <span data-captcha-slot="" />;

/** The attributes (names in lower case) of the first element matching `pattern` in the markup. */
const attrs = (html: string, pattern: RegExp): Record<string, string> => {
  const found = pattern.exec(html);
  expect(found, String(pattern)).not.toBeNull();
  return Object.fromEntries([...found![0].matchAll(/\s([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
};
const FORM = /^<form[^>]*>/;
const input = (id: string) => new RegExp(`<input id="${id}"[^>]*>`);

describe('login form without JavaScript (the login page)', () => {
  test('the e-mail step posts e-mail, locale and flow to /api/auth/login-link', () => {
    const html = renderToStaticMarkup(<LoginEmailForm {...page} locale="de" flow="prop_search" captcha={captcha} />);
    expect(attrs(html, FORM)).toEqual({ method: 'post', action: '/api/auth/login-link', novalidate: '' });
    expect(html).toContain('<input type="hidden" name="locale" value="de"/>');
    expect(html).toContain('<input type="hidden" name="flow" value="prop_search"/>');
    expect(html).toContain(`<label for="login-email" class="text-sm font-semibold">${texts.emailLabel}</label>`);
    // Described by the CAPTCHA notice; not controlled (no value), not invalid; the kit's look.
    expect(attrs(html, input('login-email'))).toEqual({
      id: 'login-email',
      type: 'email',
      name: 'email',
      autocomplete: 'email',
      required: '',
      'aria-describedby': 'login-captcha-notice',
      class: INPUT_CLASS,
    });
    expect(html).toContain('<span data-captcha-slot=""></span>');
    expect(html).toContain('id="login-captcha-notice"');
    expect(html).toContain('data-testid="captcha-notice"');
    expect(html).toContain(texts.consent);
    expect(html).toContain(`<button type="submit" class="`);
    expect(html).toContain(`>${texts.submitEmail}</button>`);
    expect(html).not.toContain('role="alert"');
  });

  test('without a flow there is no flow field', () => {
    const html = renderToStaticMarkup(<LoginEmailForm {...page} locale="en" flow={null} captcha={captcha} />);
    expect(html).toContain('<input type="hidden" name="locale" value="en"/>');
    expect(html).not.toContain('name="flow"');
  });

  test('the page that required the login goes with both steps as `next` (issue 48, part 7); without one, no field', () => {
    const next = '/de/konto/finanzierungszertifikat?price=385000&prop_zip=80331';
    for (const html of [
      renderToStaticMarkup(<LoginEmailForm {...page} locale="de" flow={null} next={next} captcha={captcha} />),
      renderToStaticMarkup(<LoginCodeForm {...page} locale="de" flow={null} next={next} />),
    ]) {
      expect(html).toContain('<input type="hidden" name="next" value="/de/konto/finanzierungszertifikat?price=385000&amp;prop_zip=80331"/>');
    }
    expect(renderToStaticMarkup(<LoginCodeForm {...page} locale="de" flow={null} />)).not.toContain('name="next"');
  });

  test("a field's error stands under the field and describes it; a problem of the whole form stands above it", () => {
    const field = renderToStaticMarkup(<LoginEmailForm {...page} locale="en" flow={null} captcha={captcha} fieldError={en.loginForm.errors.invalidEmail} />);
    const invalid = attrs(field, input('login-email'));
    expect(invalid['aria-describedby']).toBe('login-email-error login-captcha-notice');
    expect(invalid['aria-invalid']).toBe('true');
    expect(field).toContain(`<p id="login-email-error" class="text-sm font-medium text-red-700" data-testid="login-error">${en.loginForm.errors.invalidEmail}</p>`);
    expect(field.indexOf('id="login-email-error"')).toBeGreaterThan(field.indexOf('<input id="login-email"'));

    const form = renderToStaticMarkup(<LoginEmailForm {...page} locale="en" flow={null} captcha={captcha} formError={en.loginForm.errors.RATE_LIMITED} />);
    expect(attrs(form, /<div role="alert"[^>]*>/)['data-testid']).toBe('login-error');
    expect(form.indexOf('role="alert"')).toBeLessThan(form.indexOf('<input id="login-email"'));
    expect(form).toContain(en.loginForm.errors.RATE_LIMITED);
    expect(attrs(form, input('login-email'))).not.toHaveProperty('aria-invalid');
  });

  test('the code step posts the 6-digit code and the locale to /api/auth/login-code', () => {
    const html = renderToStaticMarkup(<LoginCodeForm {...page} locale="en" flow="prop_search" after={<p data-after="" />} />);
    expect(attrs(html, FORM)).toEqual({ method: 'post', action: '/api/auth/login-code', novalidate: '' });
    expect(html).toContain('<input type="hidden" name="locale" value="en"/>');
    expect(html).toContain('<input type="hidden" name="flow" value="prop_search"/>');
    expect(html).toContain(`<label for="login-code" class="text-sm font-semibold">${texts.codeLabel}</label>`);
    expect(attrs(html, input('login-code'))).toEqual({
      id: 'login-code',
      type: 'text',
      name: 'code',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      pattern: '\\d{6}',
      maxlength: '6',
      required: '',
      class: `${INPUT_CLASS} max-w-48 tracking-[0.3em]`,
    });
    expect(html).toContain(`>${texts.submitCode}</button>`);
    expect(html).toContain('<p data-after=""></p></form>');

    const wrong = renderToStaticMarkup(<LoginCodeForm {...page} locale="en" flow={null} fieldError={en.loginForm.errors.CODE_WRONG} />);
    expect(attrs(wrong, input('login-code'))).toMatchObject({ 'aria-describedby': 'login-code-error', 'aria-invalid': 'true' });
    expect(wrong).toContain('data-testid="login-error"');
  });
});

describe('login form in the dialog', () => {
  test('a controlled field shows its value, the dialog labels its button and its own test ids', () => {
    const html = renderToStaticMarkup(
      <LoginCodeForm
        idPrefix="dlg"
        locale="de"
        flow={null}
        texts={texts}
        formErrorTestId="login-dialog-error"
        fieldErrorTestId="login-dialog-code-error"
        fieldError={en.loginForm.errors.required}
        field={{ value: '12', onChange: () => undefined }}
        onSubmit={(e) => e.preventDefault()}
        busy
        submitLabel="Logging in…"
      />,
    );
    expect(attrs(html, input('dlg-code'))).toMatchObject({ value: '12', 'aria-invalid': 'true', 'aria-describedby': 'dlg-code-error' });
    expect(html).toContain('data-testid="login-dialog-code-error"');
    expect(html).toMatch(/<button type="submit" disabled="" class="[^"]*">Logging in…<\/button>/);
  });
});

describe('the dialog bundle', () => {
  const IMPORTS = scanImports();
  const resolve = (target: string) => {
    if (!target.startsWith('@/')) return null;
    const base = path.join(SRC, target.slice(2));
    const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    return file ? path.relative(SRC, file).split(path.sep).join('/') : null;
  };
  /** Every module a file reaches through its imports (the files of src/ and the packages named). */
  const reach = (start: string) => {
    const seen = new Set<string>([start]);
    const packages = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const file = queue.shift()!;
      for (const { target } of IMPORTS.filter((i) => i.file === file)) {
        const next = resolve(target);
        if (next === null) {
          if (!target.startsWith('@/')) packages.add(target);
        } else if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return { files: seen, packages };
  };

  test('the walk sees server-only code where it is (the login page)', () => {
    expect(reach('features/auth/components/LoginForms.tsx').packages).toContain('next-intl/server');
  });

  test.each(['features/auth/components/LoginSteps.tsx', 'features/auth/components/LoginDialogPanel.tsx'])('%s reaches no server-only module and not the kit’s index', (start) => {
    const { files, packages } = reach(start);
    expect(files).toContain('features/auth/components/LoginSteps.tsx');
    expect([...packages].filter((p) => p === 'server-only' || p.startsWith('next-intl') || p.startsWith('next/headers'))).toEqual([]);
    expect([...files].filter((f) => f.startsWith('db/') || f.startsWith('server/') || f.endsWith('/server.ts'))).toEqual([]);
    // The kit's modules, not its index: the index would add the sliders and money inputs to the dialog's chunk.
    expect([...files].filter((f) => f.startsWith('components/forms/')).sort()).toEqual(['components/forms/Field.tsx', 'components/forms/controls.tsx', 'components/forms/styles.ts']);
  });
});
