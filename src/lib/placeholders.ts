/**
 * Filling `{name}` placeholders in a plain text (a message, a static page). The messages that need plurals
 * or select go through next-intl's ICU formatter instead; this is for texts that must stay small (the
 * browser's islands) or that are not messages.
 */

/** What stands in for a placeholder without a value: by default the placeholder itself, unchanged. */
export type MissingPlaceholder = (placeholder: string, name: string) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `text` with every `{name}` (letters, digits, `_`) replaced by `values[name]`. A name without a value is
 * left as it stands, unless `missing` says otherwise (it may return a text or throw).
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string | number | undefined>> | undefined,
  missing: MissingPlaceholder = (placeholder) => placeholder,
): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values?.[name];
    return value === undefined ? missing(placeholder, name) : String(value);
  });
}
