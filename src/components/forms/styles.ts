/**
 * The form kit's one look (issue 23): every text field, select and text area of the site has INPUT_CLASS; every
 * radio or checkbox card has CHOICE_CARD_CLASS; the buttons are the site's primary and secondary ones.
 * Contrast: slate-500 borders (3.3:1 on white, WCAG 1.4.11), red-700 for errors, a 2 px focus outline.
 */
export const INPUT_CLASS =
  'block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-700 disabled:bg-slate-100 disabled:text-slate-600';

/** The same control inside a sentence (the rates pages' "I want to buy a property for … in …"). */
export const INLINE_INPUT_CLASS =
  'mx-1 inline-block rounded-md border border-slate-500 bg-white px-2 py-1 font-semibold text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

/** A file picker: the browser's control, its button in the kit's look. */
export const FILE_INPUT_CLASS =
  'max-w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-500 file:bg-white file:px-3 file:py-2 focus:outline-2 focus:outline-brand-600 aria-invalid:text-red-700';

/** The same control without a frame, inside a framed group with its button (the header's search). */
export const BARE_INPUT_CLASS = 'rounded-l-lg bg-white px-2 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-brand-600';

/** A radio button or checkbox with its label as one card (a large target); the card is marked when checked. */
export const CHOICE_CARD_CLASS =
  'flex items-center gap-3 rounded-lg border border-slate-500 px-3 py-2.5 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600';

/** A visually hidden radio's label as a button (time slots; the radio is the label's previous sibling, `peer`). */
export const CHOICE_BUTTON_CLASS =
  'block cursor-pointer rounded-lg border border-slate-500 px-3 py-2 text-center text-sm font-medium tabular-nums peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:border-slate-200 peer-disabled:bg-slate-50 peer-disabled:text-slate-500 peer-disabled:line-through hover:border-brand-600';

/** A radio button or checkbox in a compact row (calculators). */
export const CHOICE_INLINE_CLASS = 'flex items-center gap-2';

export const LABEL_CLASS = 'text-sm font-semibold';
export const HINT_CLASS = 'text-xs text-muted';
export const ERROR_TEXT_CLASS = 'text-sm font-medium text-red-700';

export const PRIMARY_BUTTON_CLASS =
  'rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 disabled:opacity-70';
export const SECONDARY_BUTTON_CLASS =
  'rounded-lg border-2 border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700';
