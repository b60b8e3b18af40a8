import { PRIMARY_BUTTON_CLASS } from '@/components/forms';

/** What the panel shows: the link is unknown, the e-mails are off, or the button that switches them off. */
export type UnsubscribePanelProps = {
  title: string;
  text: string;
} & (
  | { state: 'invalid' | 'done'; accountHref: string; accountLabel: string }
  | { state: 'confirm'; action: string; token: string; locale: string; buttonLabel: string }
);

/**
 * The one-click unsubscribe pages' panel (the property radar's and the rate watch's): an unknown link, the confirmation
 * with a POST button that works without JavaScript, and the "switched off" status with the way back to the account.
 * The features give the texts and the form's action.
 */
export function UnsubscribePanel(props: UnsubscribePanelProps) {
  const heading = <h2 className="text-xl font-semibold text-ink">{props.title}</h2>;
  if (props.state === 'confirm') {
    return (
      <section className="max-w-2xl rounded-2xl border border-slate-200 p-6" data-testid="unsubscribe-confirm">
        {heading}
        <p className="mt-2">{props.text}</p>
        <form method="post" action={props.action} className="mt-4">
          <input type="hidden" name="token" value={props.token} />
          <input type="hidden" name="locale" value={props.locale} />
          <button type="submit" className={PRIMARY_BUTTON_CLASS} data-testid="unsubscribe-button">{props.buttonLabel}</button>
        </form>
      </section>
    );
  }
  const done = props.state === 'done';
  return (
    <section
      role={done ? 'status' : undefined}
      className={done ? 'max-w-2xl rounded-2xl border border-emerald-600 bg-emerald-50 p-6' : 'max-w-2xl rounded-2xl border border-slate-200 p-6'}
      data-testid={done ? 'unsubscribe-done' : 'unsubscribe-invalid'}
    >
      {heading}
      <p className={done ? 'mt-2' : 'mt-2 text-muted'}>{props.text}</p>
      <a href={props.accountHref} className="mt-4 inline-block font-semibold text-brand-700 underline">{props.accountLabel}</a>
    </section>
  );
}
