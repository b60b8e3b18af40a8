import { Calendar, EDGE, IllustrationFrame, type IllustrationProps } from './Illustration';
import { PALETTE as P } from './palette';

/** Empty states, drawn in the product illustrations' style (docs/design.md "Illustrations"). */

/** No saved calculations: an open folder with a dashed, missing sheet. */
export function NoCalculationsIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="noCalculations" {...props}>
      <path d="M56 144V62a6 6 0 0 1 6-6h30l8 10h78a6 6 0 0 1 6 6v72z" fill={P.accent} />
      <rect x="82" y="40" width="76" height="76" rx="6" fill={P.paper} stroke={P.dark} strokeWidth="3" strokeDasharray="8 6" />
      <path d="M48 98h144l-10 52H58z" fill={P.main} stroke={P.main} strokeWidth="6" strokeLinejoin="round" />
    </IllustrationFrame>
  );
}

/** No appointments: a calendar without a marked day and a plus to book one. */
export function NoAppointmentsIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="noAppointments" {...props}>
      <Calendar x={56} y={44} />
      <circle cx="172" cy="138" r="20" fill={P.accent} />
      <path d="M172 128v20m-10-10h20" stroke={P.dark} strokeWidth="4" strokeLinecap="round" />
    </IllustrationFrame>
  );
}

/** Search without results: a magnifying glass over an empty page. */
export function NoResultsIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="noResults" {...props}>
      <rect x="52" y="34" width="88" height="112" rx="8" fill={P.paper} {...EDGE} />
      <path d="M68 60h56M68 80h40M68 100h48" stroke={P.soft} strokeWidth="6" strokeLinecap="round" />
      <path d="m171 125 24 24" stroke={P.accent} strokeWidth="12" strokeLinecap="round" />
      <circle cx="150" cy="104" r="28" fill={P.soft} stroke={P.dark} strokeWidth="8" />
    </IllustrationFrame>
  );
}

/** Page not found: a signpost pointing two ways. */
export function NotFoundIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="notFound" ground {...props}>
      <rect x="115" y="34" width="10" height="118" rx="4" fill={P.dark} />
      <path d="M56 54h56v26H56L44 67z" fill={P.main} stroke={P.main} strokeWidth="4" strokeLinejoin="round" />
      <path d="M128 90h56l12 13-12 13h-56z" fill={P.accent} stroke={P.accent} strokeWidth="4" strokeLinejoin="round" />
      <path d="M60 67h36m50 36h28" stroke={P.paper} strokeWidth="4" strokeLinecap="round" />
    </IllustrationFrame>
  );
}
