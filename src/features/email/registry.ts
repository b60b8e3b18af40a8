/**
 * The application's e-mail templates by name (issue 46). The composition root builds it from every feature's
 * templates (src/server/email-templates.ts) and hands it to the delivery worker, which looks up each outbox row's
 * template (its files at delivery); a name nobody registered is refused there, loudly, and nothing is sent.
 */
import type { AnyEmailTemplate } from './template';

export class UnknownEmailTemplateError extends Error {
  constructor(readonly templateName: string) {
    super(`Unknown e-mail template "${templateName}": no feature registered it (src/server/email-templates.ts).`);
    this.name = 'UnknownEmailTemplateError';
  }
}

export interface EmailTemplateRegistry {
  /** The registered names, in registration order. */
  readonly names: readonly string[];
  has(name: string): boolean;
  /** The template of this name; throws UnknownEmailTemplateError when none is registered under it. */
  get(name: string): AnyEmailTemplate;
}

/** A registry of these templates; a name given twice is an error (one outbox name, one template). */
export function emailTemplateRegistry(templates: Iterable<AnyEmailTemplate>): EmailTemplateRegistry {
  const byName = new Map<string, AnyEmailTemplate>();
  for (const template of templates) {
    if (byName.has(template.name)) throw new Error(`E-mail template "${template.name}" is registered twice.`);
    byName.set(template.name, template);
  }
  const names = Object.freeze([...byName.keys()]);
  return {
    names,
    has: (name) => byName.has(name),
    get(name) {
      const template = byName.get(name);
      if (!template) throw new UnknownEmailTemplateError(name);
      return template;
    },
  };
}
