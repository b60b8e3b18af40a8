/**
 * Message keys are typed from the English message files (src/i18n/app-config.ts, next-intl's AppConfig): a key
 * that does not exist fails the typecheck of `npm test`, not a visitor's page. The `@ts-expect-error` lines below
 * fail the typecheck when the keys stop being typed (an unused `@ts-expect-error` is an error).
 */
import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from 'next-intl';
import { messagesFor } from '@/i18n/messages';

const messages = messagesFor('en') as unknown as Messages;

describe('typed message keys', () => {
  it('a key of the files translates; a namespace or key that does not exist is a type error', () => {
    const t = createTranslator({ locale: 'en', messages, namespace: 'leadRequest' });
    expect(t('fields.price.label')).toBe(messages.leadRequest.fields.price.label);
    const typosAreCaught = () => {
      // @ts-expect-error: no field "prize"
      t('fields.prize.label');
      // @ts-expect-error: no namespace "leadRequests"
      createTranslator({ locale: 'en', messages, namespace: 'leadRequests' });
      // @ts-expect-error: the locales are de and en
      createTranslator({ locale: 'fr', messages });
    };
    expect(typeof typosAreCaught).toBe('function');
  });
});
