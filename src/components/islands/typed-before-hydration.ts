/**
 * What the visitor typed into a server-rendered form before its island became interactive (ADR 010). Hydration
 * keeps the fields' current values (React does not overwrite them), so the form in the page is the truth: when
 * it differs from what the server rendered, it wins. Shared by every calculator island.
 */

/** How a calculator's form state travels in the address (the no-JavaScript GET form submits the same names). */
export interface FormCodec<F> {
  keys: readonly string[];
  toParams(form: F): URLSearchParams;
  fromParams(source: Record<string, string>): F;
}

export interface TypedOptions {
  /** Completes what the form submitted before it is read (e.g. an unchecked checkbox that means "no"). */
  complete?: (submitted: Record<string, string>) => void;
  /** Adjusts the comparison: `values` are the page's fields, `shown` what the server rendered (both as the address carries them). */
  adjust?: (values: Record<string, string>, shown: Record<string, string>) => void;
}

/**
 * The form state the page's fields hold, or null when they still show what the server rendered. Compared as
 * the address carries them, so an amount shown grouped ("425.000") counts as the same plain number.
 */
export function typedBeforeHydration<F>(container: HTMLElement, rendered: F, codec: FormCodec<F>, options: TypedOptions = {}): F | null {
  const form = container.querySelector<HTMLFormElement>('form[method="get"], form:not([method])');
  if (!form) return null;
  // FormData also holds the fields outside the form element that belong to it through their `form` attribute.
  const submitted = Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
  options.complete?.(submitted);
  const values = Object.fromEntries(codec.toParams(codec.fromParams(submitted)));
  const shown = Object.fromEntries(codec.toParams(rendered));
  options.adjust?.(values, shown);
  if (codec.keys.every((k) => (values[k] ?? '') === (shown[k] ?? ''))) return null;
  // React remembers each field's value when it hydrates that field, and later fires onChange only for a value
  // different from the remembered one. A field typed into while the island hydrated would keep a stale memory
  // (changing it back would go unnoticed): assigning the current value through the property updates it.
  for (const field of form.elements) {
    if (!(field instanceof HTMLInputElement)) continue;
    if (field.type === 'radio' || field.type === 'checkbox') field.checked = field.checked;
    else field.value = field.value;
  }
  return codec.fromParams(values);
}
