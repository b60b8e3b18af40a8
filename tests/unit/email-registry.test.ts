/**
 * The e-mail templates per feature (issue 46, ADR 013 amendment): every template a feature exports through its
 * `server.ts` is registered in the composition root (src/server/email-templates.ts) exactly once, under a unique
 * name, and no template is defined without being exported; the e-mail feature imports no other feature; a name
 * nobody registered is refused (at delivery: tests/db/email-outbox.test.ts); a wrong data shape fails the typecheck.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loginLinkEmail } from '@/features/auth/server';
import { defineEmailTemplate, emailTemplateRegistry, isEmailTemplate, renderEmail, UnknownEmailTemplateError, type AnyEmailTemplate } from '@/features/email/server';
import { EMAIL_TEMPLATES } from '@/server/email-templates';
import { scanImports, SRC } from '../support/boundaries';

/** Every feature's public server entry, loaded as the application loads it. */
const SERVER_ENTRIES = import.meta.glob<Record<string, unknown>>('../../src/features/*/server.ts', { eager: true });

/** The e-mail templates each feature exports through its server entry (a template may be exported under two names). */
function exportedTemplates(): Map<AnyEmailTemplate, string[]> {
  const found = new Map<AnyEmailTemplate, string[]>();
  for (const [file, entry] of Object.entries(SERVER_ENTRIES)) {
    const feature = /features\/([^/]+)\/server\.ts$/.exec(file)![1]!;
    for (const value of Object.values(entry).flatMap((v) => (Array.isArray(v) ? v : [v]))) {
      if (!isEmailTemplate(value)) continue;
      if (!found.has(value)) found.set(value, []);
      if (!found.get(value)!.includes(feature)) found.get(value)!.push(feature);
    }
  }
  return found;
}

/** The names given to `defineEmailTemplate` anywhere in src/ (test files excluded). */
function definedNames(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return definedNames(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [...fs.readFileSync(full, 'utf8').matchAll(/defineEmailTemplate(?:<[^>]*>)?\(\{\s*name:\s*'([^']+)'/g)].map((m) => m[1]!);
  });
}

describe('e-mail templates per feature', () => {
  test('the scan sees the server entries and the templates (a broken pattern would pass everything)', () => {
    expect(Object.keys(SERVER_ENTRIES).length).toBeGreaterThan(20);
    expect(exportedTemplates().get(loginLinkEmail)).toEqual(['auth']);
    expect(definedNames()).toContain('loginLink');
  });

  test('every template a feature exports is registered, exactly once, under a unique name', () => {
    const exported = exportedTemplates();
    const names = [...exported.keys()].map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...EMAIL_TEMPLATES.names].sort()).toEqual([...names].sort());
    for (const template of exported.keys()) expect(EMAIL_TEMPLATES.get(template.name)).toBe(template);
    // Each template belongs to the one feature that sends it.
    for (const [template, features] of exported) expect(features, template.name).toHaveLength(1);
  });

  test('no template is defined without being exported and registered', () => {
    const defined = definedNames();
    expect(new Set(defined).size).toBe(defined.length);
    expect([...defined].sort()).toEqual([...EMAIL_TEMPLATES.names].sort());
  });

  test('the e-mail feature imports no other feature (it knows no domain)', () => {
    const foreign = scanImports().filter((i) => i.file.startsWith('features/email/') && /^@\/features\/(?!email(\/|$))/.test(i.target));
    expect(foreign).toEqual([]);
  });

  test('a name nobody registered is refused; a name registered twice is an error', () => {
    expect(() => EMAIL_TEMPLATES.get('noSuchTemplate')).toThrow(UnknownEmailTemplateError);
    expect(() => EMAIL_TEMPLATES.get('noSuchTemplate')).toThrow('Unknown e-mail template "noSuchTemplate"');
    expect(EMAIL_TEMPLATES.has('noSuchTemplate')).toBe(false);
    const twin = defineEmailTemplate<Record<string, never>>({ name: 'loginLink', render: async () => ({ subject: '', html: '', text: '' }) });
    expect(() => emailTemplateRegistry([loginLinkEmail, twin])).toThrow('E-mail template "loginLink" is registered twice.');
  });

  test('the data shape is the template’s: a wrong one fails the typecheck', async () => {
    const mail = await renderEmail('en', { template: loginLinkEmail, data: { link: 'https://x.example/#t', code: '123456', givenName: null } });
    expect(mail.subject).toBe('Your login link for Hauslotse');
    // @ts-expect-error the login link needs its code (tsc checks this line; at run time it renders "undefined")
    await renderEmail('en', { template: loginLinkEmail, data: { link: 'https://x.example/#t', givenName: null } });
  });
});
