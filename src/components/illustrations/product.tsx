import { Calendar, Coins, EDGE, House, IllustrationFrame, type IllustrationProps } from './Illustration';
import { PALETTE as P } from './palette';

/** Drawn for the site (docs/design.md "Illustrations"): one per product area, server-rendered inline SVG. */

const LINE = { stroke: P.dark, strokeWidth: 4, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;

/** Mortgage calculator: a house beside stacks of coins that rise like a chart. */
export function MortgageIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="mortgage" ground {...props}>
      <House x={36} y={76} />
      <Coins x={134} bottom={150} n={2} />
      <Coins x={164} bottom={150} n={4} />
      <Coins x={194} bottom={150} n={6} />
      <path d="M147 116 177 98l30-18" {...LINE} />
      <circle cx="147" cy="116" r="5" fill={P.dark} />
      <circle cx="177" cy="98" r="5" fill={P.dark} />
      <circle cx="207" cy="80" r="5" fill={P.dark} />
    </IllustrationFrame>
  );
}

/** Rates: a rate curve arching over a house, a percent badge. */
export function RatesIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="rates" ground {...props}>
      <House x={78} y={95} s={0.75} />
      <path d="M34 116C66 68 118 52 206 46" stroke={P.accent} strokeWidth="6" strokeLinecap="round" fill="none" />
      <circle cx="34" cy="116" r="6" fill={P.paper} stroke={P.dark} strokeWidth="3" />
      <circle cx="206" cy="46" r="6" fill={P.paper} stroke={P.dark} strokeWidth="3" />
      <circle cx="184" cy="118" r="20" fill={P.main} />
      <circle cx="177" cy="111" r="4" fill={P.paper} />
      <circle cx="191" cy="125" r="4" fill={P.paper} />
      <path d="m192 108-16 20" stroke={P.paper} strokeWidth="3" strokeLinecap="round" />
    </IllustrationFrame>
  );
}

/** House budget: a house and coins in balance on a scale. */
export function HouseBudgetIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="houseBudget" ground {...props}>
      <rect x="117" y="50" width="6" height="100" rx="3" fill={P.dark} />
      <path d="M98 150h44" stroke={P.dark} strokeWidth="8" strokeLinecap="round" />
      <path d="M64 52 44 98m20-46 20 46m92-46-20 46m20-46 20 46" stroke={P.dark} strokeWidth="2.5" strokeLinecap="round" />
      <House x={44} y={60} s={0.5} />
      <Coins x={161} bottom={98} n={4} />
      <rect x="52" y="44" width="136" height="8" rx="4" fill={P.dark} />
      <circle cx="120" cy="48" r="8" fill={P.accent} />
      <rect x="38" y="97" width="52" height="7" rx="3.5" fill={P.main} />
      <rect x="150" y="97" width="52" height="7" rx="3.5" fill={P.main} />
    </IllustrationFrame>
  );
}

/** Rent or buy: a hanging rental sign beside a house key. */
export function RentOrBuyIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="rentOrBuy" ground {...props}>
      <rect x="48" y="38" width="7" height="114" rx="3.5" fill={P.dark} />
      <rect x="48" y="38" width="66" height="7" rx="3.5" fill={P.dark} />
      <path d="M68 45v16m36-16v16" stroke={P.dark} strokeWidth="3" strokeLinecap="round" />
      <rect x="58" y="60" width="56" height="42" rx="6" fill={P.main} />
      <path d="M74 92V80l12-9 12 9v12z" fill={P.paper} stroke={P.paper} strokeWidth="3" strokeLinejoin="round" />
      <circle cx="166" cy="76" r="22" fill={P.accent} />
      <circle cx="166" cy="72" r="8" fill={P.soft} />
      <rect x="161" y="94" width="10" height="56" rx="5" fill={P.accent} />
      <rect x="168" y="126" width="16" height="8" rx="3" fill={P.accent} />
      <rect x="168" y="140" width="11" height="8" rx="3" fill={P.accent} />
    </IllustrationFrame>
  );
}

/** Retirement: an hourglass beside stacks of coins. */
export function PensionIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="pension" ground {...props}>
      <path d="M72 48h40c0 26-16 30-16 48s16 22 16 48H72c0-26 16-30 16-48S72 74 72 48z" fill={P.paper} />
      <path d="M80 60h24c-2 12-8 18-12 26-4-8-10-14-12-26z" fill={P.accent} />
      <path d="M77 143c2-13 9-19 15-21 6 2 13 8 15 21z" fill={P.accent} />
      <rect x="91" y="86" width="2" height="36" fill={P.accent} />
      <rect x="63" y="44" width="5" height="104" rx="2.5" fill={P.main} />
      <rect x="116" y="44" width="5" height="104" rx="2.5" fill={P.main} />
      <rect x="56" y="38" width="72" height="9" rx="4.5" fill={P.dark} />
      <rect x="56" y="143" width="72" height="9" rx="4.5" fill={P.dark} />
      <Coins x={144} bottom={150} n={3} />
      <Coins x={176} bottom={150} n={6} />
    </IllustrationFrame>
  );
}

/** Booking: a calendar with one day marked and a speech bubble. */
export function AppointmentIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="appointment" {...props}>
      <Calendar x={44} y={48} mark />
      <path d="M156 80h-4l-6 18 22-18" fill={P.dark} />
      <rect x="140" y="36" width="68" height="46" rx="14" fill={P.dark} />
      <circle cx="160" cy="59" r="4.5" fill={P.paper} />
      <circle cx="174" cy="59" r="4.5" fill={P.paper} />
      <circle cx="188" cy="59" r="4.5" fill={P.paper} />
    </IllustrationFrame>
  );
}

/** Criteria questionnaire and recommendation: a checklist beside a house. */
export function FunnelIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="funnel" {...props}>
      <rect x="50" y="38" width="96" height="114" rx="10" fill={P.paper} {...EDGE} />
      <rect x="78" y="30" width="40" height="16" rx="6" fill={P.dark} />
      {[66, 94].map((y) => (
        <g key={y}>
          <circle cx="72" cy={y} r="9" fill={P.main} />
          <path d={`m68 ${y} 3 3 5-6`} stroke={P.paper} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
          <rect x="88" y={y - 3} width="44" height="6" rx="3" fill={P.soft} />
        </g>
      ))}
      <circle cx="72" cy="122" r="8" fill="none" stroke={P.main} strokeWidth="2.5" />
      <rect x="88" y="119" width="32" height="6" rx="3" fill={P.soft} />
      <House x={138} y={94} s={0.75} />
    </IllustrationFrame>
  );
}

/** Account: a dashboard with a chart, and a folder in front. */
export function AccountIllustration(props: IllustrationProps) {
  return (
    <IllustrationFrame name="account" {...props}>
      <rect x="48" y="36" width="148" height="106" rx="10" fill={P.paper} {...EDGE} />
      <path d="M48 58V46a10 10 0 0 1 10-10h128a10 10 0 0 1 10 10v12z" fill={P.main} />
      <circle cx="60" cy="47" r="3" fill={P.paper} />
      <circle cx="70" cy="47" r="3" fill={P.paper} />
      <circle cx="80" cy="47" r="3" fill={P.paper} />
      <rect x="120" y="102" width="14" height="28" rx="3" fill={P.soft} />
      <rect x="140" y="88" width="14" height="42" rx="3" fill={P.main} />
      <rect x="160" y="72" width="14" height="58" rx="3" fill={P.accent} />
      <rect x="62" y="70" width="44" height="6" rx="3" fill={P.soft} />
      <rect x="62" y="84" width="30" height="6" rx="3" fill={P.soft} />
      <path d="M34 152V104a6 6 0 0 1 6-6h20l6 8h34a6 6 0 0 1 6 6v40z" fill={P.dark} stroke={P.dark} strokeWidth="4" strokeLinejoin="round" />
      <rect x="48" y="120" width="28" height="6" rx="3" fill={P.paper} />
    </IllustrationFrame>
  );
}
