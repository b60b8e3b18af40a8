/**
 * The loan alerts test's data (tests/e2e/loan-alerts.spec.ts), written into the fixed-clock server's database before it
 * starts (tests/support/clock-server.ts `prepare`), as the account would store them (the account's own functions are
 * server-only; this script is plain Node):
 * - a German lead of the demo advisor Anna Lehmann with a loan at the Sparkasse Leipzig whose fixed rate ends on
 *   30 June 2028 (entered on 27 November 2026, the server's first day), and a rate watch on it for a new 10-year
 *   fixation, its mark between today's model rate and the rate of a curve a quarter point lower;
 * - an English lead of another demo advisor with a loan ending on 31 January 2028 (the advisor must not see it);
 * - a staff advisor (Anna Lehmann's profile) with a login link valid at the test's sign-in and an authenticator secret;
 * - the SDMX-CSV file of that lower curve on 26 November 2026, for `npm run rates:import`.
 * Writes what the test needs as JSON.
 *     tsx tests/support/loan-alerts-fixtures.ts OUT_JSON_FILE OUT_CSV_FILE
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { env } from '../../src/env';
import { withCommandDatabase } from '../../scripts/command-database';
import { advisors } from '../../src/features/advisors/tables';
import { leads } from '../../src/features/leads/tables';
import { homeownerLoans, loanRateWatches } from '../../src/features/loans/tables';
import { marketOn } from '../../src/features/rates/cli';
import { setTotpSecret } from '../../src/features/staff/second-factor';
import { addStaff, issueStaffLoginToken } from '../../src/features/staff/staff';
import { newTotpSecret, resolveTotpKey } from '../../src/features/staff/totp';
import { balanceOn } from '../../src/engine/loans/current-loan';
import { mortgageRate } from '../../src/engine/rates/model';

const [file, csvFile] = process.argv.slice(2);
if (!file || !csvFile) {
  console.error('Usage: tsx tests/support/loan-alerts-fixtures.ts OUT_JSON_FILE OUT_CSV_FILE');
  process.exit(2);
}

/** The server's first day; the staff sign-in happens at SIGN_IN (the test sets the clock there). */
const ENTERED = new Date('2026-11-27T09:00:00Z');
export const SIGN_IN = '2027-06-30T06:00:05Z';
const NEW_CURVE_DAY = '2026-11-26';
const SDMX_HEAD = 'DATAFLOW;BBK_STD_FREQ;BBK_SEIS_BEARER_REG;BBK_SEIS_ITEM;BBK_SEIS_VALUATION;BBK_STD_CURRENCY;BBK_SEIS_ISSUER_CLASS;BBK_SEIS_LISTED_SUB;BBK_SEIS_SECURITY_CLASS;BBK_SEIS_MATURITY;BBK_SEIS_INTEREST_TYPE;BBK_SEIS_INTEREST_RATE;BBK_SEIS_REDEMPTION;BBK_SEIS_CERTIFICATE;BBK_SEIS_COVERAGE;BBK_SEIS_RATING;TIME_PERIOD;OBS_VALUE;TIME_FORMAT;BBK_DECIMALS;BBK_ID;BBK_UNIT;BBK_UNIT_MULT;BBK_TITLE;OBS_STATUS';
const sdmxLine = (param: string, day: string, value: number) =>
  `BBK:BBSIS(1.0);D;I;ZST;${param};EUR;S1311;B;A604;_Z;R;A;A;_Z;_Z;A;${day};${value.toFixed(5)};P1D;5;BBSIS.D.I.ZST.${param}.EUR.S1311.B.A604._Z.R.A.A._Z._Z.A;;0;Zinsstrukturkurve / Parameter ${param} (Svensson-Methode) / Börsennotierte Bundeswertpapiere / Tageswerte;`;

const LOAN = {
  bankName: 'Sparkasse Leipzig',
  remainingDebt: 250_000,
  remainingDebtDate: '2026-10-31',
  originalAmount: null,
  startDate: null,
  nominalRate: 0.012,
  repaymentRate: null,
  monthlyPayment: 1_100,
  fixationEndDate: '2028-06-30',
  fullDisbursementDate: null,
  specialRepaymentRate: 0.05,
  propertyValue: 480_000,
};

process.exit(
  await withCommandDatabase(async ({ db }) => {
    const advisorId = async (enumValue: string) => {
      const [row] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.enumValue, enumValue));
      if (!row) throw new Error(`the demo advisor ${enumValue} is missing (the e2e server's database has the demo advisors)`);
      return row.id;
    };
    const anna = await advisorId('DEMO_ANNA_LEHMANN');
    const [other] = (await db.select({ id: advisors.id, enumValue: advisors.enumValue }).from(advisors)).filter((a) => a.id !== anna);
    if (!other) throw new Error('a second advisor is missing');
    const stamp = Date.now();
    const email = `paula.${stamp}@example.de`;
    const [lead] = await db.insert(leads).values({ email, locale: 'de', givenName: 'Paula', surname: 'Pfeiffer', defaultAdvisorId: anna }).returning();
    const [loan] = await db.insert(homeownerLoans).values({ ...LOAN, leadId: lead!.id, source: 'typed', createdAt: ENTERED, updatedAt: ENTERED }).returning();
    const [otherLead] = await db.insert(leads).values({ email: `oliver.${stamp}@example.com`, locale: 'en', givenName: 'Oliver', surname: 'Other', defaultAdvisorId: other.id }).returning();
    await db.insert(homeownerLoans).values({ ...LOAN, bankName: 'Other Bank', fixationEndDate: '2028-01-31', leadId: otherLead!.id, source: 'typed', createdAt: ENTERED, updatedAt: ENTERED });

    // Today's market and the lower curve: the watch's mark lies between the two model rates of the loan's case.
    const market = await marketOn(db, '2026-11-27');
    if (!market) throw new Error('no rate data in the database');
    const residual = balanceOn(LOAN, LOAN.fixationEndDate);
    const lower = { ...market.curve, date: NEW_CURVE_DAY, beta0: market.curve.beta0 - 0.25 };
    const rateOn = (curve: typeof market.curve) => mortgageRate({ fixationYears: 10, loanAmount: residual, propertyValue: LOAN.propertyValue, curve, model: market.model }).rate;
    const today = rateOn(market.curve);
    const after = rateOn(lower);
    if (!(after < today - 0.0015)) throw new Error(`the lower curve does not lower the rate enough: ${today} → ${after}`);
    const threshold = Math.round(((today + after) / 2) * 10_000) / 10_000;
    await db.insert(loanRateWatches).values({ leadId: lead!.id, loanId: loan!.id, fixationYears: 10, thresholdRate: threshold, below: false, lastCheckedCurveDate: market.curve.date, createdAt: ENTERED });
    const params: [string, number][] = [['B0', lower.beta0], ['B1', lower.beta1], ['B2', lower.beta2], ['B3', lower.beta3], ['T1', lower.tau1], ['T2', lower.tau2]];
    fs.writeFileSync(csvFile, [SDMX_HEAD, ...params.map(([p, v]) => sdmxLine(p, NEW_CURVE_DAY, v))].join('\n') + '\n');

    const added = await addStaff(db, { email: `e2e-pipeline-${stamp}@hauslotse.de`, role: 'advisor', name: 'Anna Pipeline', advisorEnumValue: 'DEMO_ANNA_LEHMANN' });
    if (!added.ok) throw new Error(`the pipeline advisor was not added: ${added.code}`);
    const secret = newTotpSecret();
    await setTotpSecret(db, added.staff.id, secret, resolveTotpKey(env), ENTERED);
    const token = await issueStaffLoginToken(db, added.staff.id, new Date(Date.parse(SIGN_IN) - 60_000), 180 * 60);
    fs.writeFileSync(file, JSON.stringify({ email, loanId: loan!.id, residual, threshold, after, advisor: { token, secret } }));
    return 0;
  }),
);
