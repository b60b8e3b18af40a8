/**
 * One form kit (issue 23, ADR 025): every form of the site renders its controls through src/components/forms.
 */
import { describe, expect, test } from 'vitest';
import { rawControls, sourceTsx, usesKitLook } from '../support/form-kit';

const FILES = sourceTsx();

describe('form kit', () => {
  test('the scan sees the forms (a broken parser would pass everything)', () => {
    expect(FILES.length).toBeGreaterThan(150);
    const kitFiles = FILES.filter(([file]) => file.startsWith('components/forms/'));
    // The kit itself writes the native controls.
    expect(kitFiles.flatMap(([file, source]) => rawControls(`kit-copy/${file}`, source)).length).toBeGreaterThan(5);
    // Forms that must be on the kit import it.
    const kitUsers = new Set(FILES.filter(([, source]) => source.includes("@/components/forms")).map(([file]) => file));
    for (const form of [
      'features/calculators/components/CalculatorForm.tsx',
      'features/rates/components/RatesForm.tsx',
      'features/home/components/HomeCalculator.tsx',
      'features/pension/components/PensionView.tsx',
      'features/calculators/components/BudgetCalculator.tsx',
      'features/calculators/components/RentBuyCalculator.tsx',
      'features/funnel/components/FunnelQuestion.tsx',
      'features/booking/components/ConfirmBooking.tsx',
      'features/lead-requests/components/RequestForm.tsx',
      'features/account/components/ProfileBody.tsx',
      'features/auth/components/LoginSteps.tsx',
    ]) {
      expect(kitUsers, form).toContain(form);
    }
  });

  test('no visible control is written by hand outside the kit', () => {
    expect(FILES.flatMap(([file, source]) => rawControls(file, source))).toEqual([]);
  });

  test("no file outside the kit styles its own controls with the kit's class strings", () => {
    expect(FILES.filter(([file, source]) => usesKitLook(file, source)).map(([file]) => file)).toEqual([]);
  });

  test.each([
    ['a text input', '<input id="x" name="q" className="border" />', ['input']],
    ['a select with an arrow in an attribute', '<select onChange={(e) => set(e.target.value)}><option /></select>', ['select']],
    ['a text area', '<textarea name="note" />', ['textarea']],
    ['a radio button', '<label><input type="radio" name="a" value="b" /> B</label>', ['input']],
    ['an input whose type is computed', '<input type={hidden ? "hidden" : "text"} name="x" />', ['input']],
  ])('a deliberately hand-written control is found: %s', (_, jsx, tags) => {
    const source = `export function F({ hidden, set }: any) { return (<form>${jsx}</form>); }`;
    expect(rawControls('features/x/F.tsx', source).map((c) => c.tag)).toEqual(tags);
  });

  test('hidden inputs and the kit are allowed; the kit\'s look outside it is not', () => {
    expect(rawControls('features/x/F.tsx', 'const a = <form><input type="hidden" name="locale" value="de" /></form>;')).toEqual([]);
    expect(rawControls('components/forms/Fancy.tsx', 'const a = <input name="q" />;')).toEqual([]);
    expect(usesKitLook('features/x/F.tsx', "import { INPUT_CLASS } from '@/components/forms';")).toBe(true);
    expect(usesKitLook('components/forms/controls.tsx', 'const c = INPUT_CLASS;')).toBe(false);
  });
});
