/**
 * The valuation form's parser (issues 26 and 49): a multi-family house with its units, garages, land and valuation
 * date; a mixed-use building; a flat's co-ownership share; modernisation points, special features and the expert
 * view; old addresses (`type=house`, `modernised=YEAR`) keep working; bad input comes back as codes per field.
 */
import { describe, expect, test } from 'vitest';
import { parseValuation } from '@/features/valuation/valuation-form';

const parse = (q: string) => parseValuation(new URLSearchParams(q));

describe('the valuation form', () => {
  test('the 8-unit house in Leipzig: type, units, rent (let by its type), land and plot, a valuation date', () => {
    const r = parse('postal=04177&type=multi_family&area=480&year=1905&condition=average&units=8&garages=2&rent=3.600&plot=450&land=350&gross=800&standard=3&date=2026-06-30');
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.request).toMatchObject({
      type: 'multi_family', livingArea: 480, yearBuilt: 1905, units: 8, garages: 2, netColdRent: 3600, commercialShare: 0,
      land: { plotArea: 450, landValuePerM2: 350, share: null }, building: { standard: 3, grossFloorArea: 800 }, date: '2026-06-30', modernisation: null, specialFeatures: [],
      overrides: { propertyYield: null, marketFactor: null },
    });
  });

  test('a multi-family house needs its units (at least 3), the rent, the land value and the plot', () => {
    const r = parse('postal=04177&type=multi_family&area=480&year=1905&condition=average');
    expect(r.ok ? null : r.errors).toEqual({ rent: 'required', land: 'required', plot: 'required', units: 'required' });
    const two = parse('postal=04177&type=multi_family&area=480&year=1905&condition=average&units=2&rent=3600&plot=450&land=350');
    expect(two.ok ? null : two.errors).toEqual({ units: 'tooLow' });
  });

  test('a mixed-use building takes the commercial share of the rent; a house at most 2 units', () => {
    const r = parse('postal=04177&type=mixed_use&area=600&year=1960&condition=average&units=6&commercial=30&rent=5000&plot=500&land=300');
    expect(r.ok && [r.request.commercialShare, r.request.units, r.request.netColdRent]).toEqual([0.3, 6, 5000]);
    expect(parse('postal=04177&type=mixed_use&area=600&year=1960&condition=average&units=6&rent=5000&plot=500&land=300')).toEqual({ ok: false, errors: { commercial: 'required' } });
    expect(parse('postal=04177&type=one_two_family&area=150&year=1960&condition=average&units=3')).toEqual({ ok: false, errors: { units: 'tooHigh' } });
  });

  test('old addresses: type=house is a one- or two-family house; modernised=YEAR stays; a flat owner-occupied without land', () => {
    const r = parse('postal=04109&type=house&area=140&plot=500&year=1998&condition=well_kept&cellar=on&land=240&storeys=one&roof=converted&standard=3&modernised=2015');
    expect(r.ok && [r.request.type, r.request.units, r.request.modernisedYear, r.request.netColdRent, r.request.land]).toEqual(['one_two_family', 1, 2015, null, { plotArea: 500, landValuePerM2: 240, share: null }]);
    const flat = parse('postal=04109&type=apartment&area=72&year=1995&condition=well_kept');
    expect(flat.ok && [flat.request.type, flat.request.land, flat.request.building, flat.request.date]).toEqual(['apartment', null, null, null]);
  });

  test('a flat’s land value: co-ownership share as in the land register, needed with a land value', () => {
    const r = parse('postal=04109&type=apartment&area=72&year=1995&condition=well_kept&plot=1000&land=400&share=85%2F1000');
    expect(r.ok && r.request.land).toEqual({ plotArea: 1000, landValuePerM2: 400, share: 0.085 });
    expect(parse('postal=04109&type=apartment&area=72&year=1995&condition=well_kept&plot=1000&land=400')).toEqual({ ok: false, errors: { share: 'required' } });
    expect(parse('postal=04109&type=apartment&area=72&year=1995&condition=well_kept&plot=1000&land=400&share=1200%2F1000')).toEqual({ ok: false, errors: { share: 'notAShare' } });
  });

  test('modernisation points per element, special features with signed amounts, the expert view', () => {
    const r = parse('postal=04109&type=apartment&area=72&year=1911&condition=modernised&mod_roof=4&mod_baths=2&bog1_label=Instandhaltungsstau&bog1_amount=-25.000&bog2_label=Stellplatzrecht&bog2_amount=4000&yield=3,5&factor=1,1');
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.request.modernisation).toEqual({ roof: 4, windows: 0, pipes: 0, heating: 0, facade: 0, baths: 2, interior: 0, layout: 0 });
    expect(r.request.specialFeatures).toEqual([{ label: 'Instandhaltungsstau', amount: -25_000 }, { label: 'Stellplatzrecht', amount: 4000 }]);
    expect(r.request.overrides).toEqual({ propertyYield: 0.035, marketFactor: 1.1 });
    const bad = parse('postal=04109&type=apartment&area=72&year=1911&condition=modernised&mod_roof=5&bog1_amount=-1000&yield=30&date=2026-02-30');
    expect(bad.ok ? null : bad.errors).toEqual({ mod_roof: 'tooHigh', yield: 'tooHigh', date: 'notADate' });
    const label = parse('postal=04109&type=apartment&area=72&year=1911&condition=modernised&bog1_amount=-1000');
    expect(label.ok ? null : label.errors).toEqual({ bog1_label: 'required' });
    expect(parse('postal=04109&type=apartment&area=72&year=1911&condition=well_kept&date=2021-12-31')).toEqual({ ok: false, errors: { date: 'tooLow' } });
  });
});
