/**
 * The parameters that travel between the booking pages (issue 10): only known, non-identifying keys; the
 * landing referrer only from another site; the calendar page that holds a date, across a month and a year end.
 */
import { describe, expect, test } from 'vitest';
import { pageOfDate } from '@/features/booking/booking';
import { BOOKING_FIELDS, BOOKING_FIELD_CODES } from '@/features/booking/cookies';
import { decodeFieldErrors } from '@/lib/forms/form-state';
import { backButtonShown, confirmQuery, readBookingQuery, trackingOf, withExternalReferrer } from '@/features/booking/query';

describe('booking query', () => {
  test('known keys only, first values, unknown topics dropped, long values cut', () => {
    const q = readBookingQuery({ date: ['2026-12-01', '2026-12-02'], time: '9.5', email: 'lena@example.de', topic: 'lottery', utm_source: 'x'.repeat(600) });
    expect(q).toEqual({ date: '2026-12-01', time: '9.5', utm_source: 'x'.repeat(500) });
    expect(readBookingQuery({ topic: 'refinance' }).topic).toBe('refinance');
    expect(readBookingQuery({ another: '1' }).another).toBe('1');
    expect(readBookingQuery({ another: 'yes' }).another).toBeUndefined();
    expect(confirmQuery({ date: '2026-12-01', tz: null, advisor: '', utm_campaign: 'no_show_followup' }).toString()).toBe('date=2026-12-01&utm_campaign=no_show_followup');
  });

  test('a listing travels as its slug; anything else is dropped', () => {
    expect(readBookingQuery({ listing: 'wohnung-leipzig-04109-3f9a2c' }).listing).toBe('wohnung-leipzig-04109-3f9a2c');
    expect(readBookingQuery({ listing: '../admin' }).listing).toBeUndefined();
    expect(readBookingQuery({ listing: 'Wohnung Leipzig' }).listing).toBeUndefined();
    expect(confirmQuery(trackingOf(readBookingQuery({ listing: 'haus-berlin-10115-abcdef', utm_source: 'x' }))).get('listing')).toBe('haus-berlin-10115-abcdef');
  });

  test('a recommendation report travels only as a complete set of answers, in the questionnaire\'s order', () => {
    const shuffled = 'risk=low&funnel=OM&loc=BY&price=420000&usage=ownHome&building=existing&equity=110000&income=5600&children=1&age=36&hold=25&sure=likely';
    expect(readBookingQuery({ report: shuffled }).report).toBe('funnel=OM&price=420000&loc=BY&usage=ownHome&building=existing&equity=110000&income=5600&children=1&age=36&hold=25&sure=likely&risk=low');
    expect(readBookingQuery({ report: 'funnel=OM&price=420000' }).report).toBeUndefined();
    expect(readBookingQuery({ report: shuffled.replace('age=36', 'age=12') }).report).toBeUndefined();
    expect(readBookingQuery({ report: '<script>' }).report).toBeUndefined();
  });

  test('the referrer of the landing visit: carried, else another site\'s Referer, never our own pages', () => {
    const own = 'http://localhost:3000';
    expect(withExternalReferrer({}, 'https://www.google.com/', own).referrer).toBe('https://www.google.com/');
    expect(withExternalReferrer({}, 'http://localhost:3000/en/appointment', own).referrer).toBeUndefined();
    expect(withExternalReferrer({ referrer: 'https://a.example/' }, 'https://b.example/', own).referrer).toBe('https://a.example/');
    expect(withExternalReferrer({}, 'not a url', own).referrer).toBeUndefined();
  });

  test('field errors from the query: known fields and codes only', () => {
    const parseFieldErrors = (value: string | null) => decodeFieldErrors(value, BOOKING_FIELDS, BOOKING_FIELD_CODES);
    expect(parseFieldErrors('email:invalidEmail,phone:required,password:weak,givenName:<script>')).toEqual({ email: 'invalidEmail', phone: 'required' });
    expect(parseFieldErrors(null)).toEqual({});
  });

  test('the page of 7 days that holds a date, counted from the first bookable day (Tuesday 2026-11-24 for Monday 11:00)', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(pageOfDate('2026-11-24', 7, now)).toBe(1);
    expect(pageOfDate('2026-11-30', 7, now)).toBe(1);
    expect(pageOfDate('2026-12-01', 7, now)).toBe(2);
    expect(pageOfDate('2026-12-31', 7, now)).toBe(6);
    expect(pageOfDate('2027-01-05', 7, now)).toBe(7);
    expect(pageOfDate('2026-11-20', 7, now)).toBe(1);
    expect(pageOfDate('2030-01-01', 7, now)).toBe(9);
    expect(pageOfDate('2026-02-30', 7, now)).toBe(1);
    expect(pageOfDate(undefined, 7, now)).toBe(1);
  });

  test('the back button: hidden on video and phone calendars only for a lead whose appointment_page_behavior is not default', () => {
    expect(backButtonShown(null, 'video')).toBe(true);
    expect(backButtonShown('default', 'phone')).toBe(true);
    expect(backButtonShown('no_back_button', 'phone')).toBe(false);
    expect(backButtonShown('no_back_button', 'video')).toBe(false);
    expect(backButtonShown('no_back_button', 'short-video')).toBe(false);
    expect(backButtonShown('no_back_button', 'office')).toBe(true);
  });
});
