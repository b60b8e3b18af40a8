import { describe, expect, it } from 'vitest';
import { caretAfterFormat, formatMoneyTyping, parseMoney } from '@/lib/money-input';

describe('formatMoneyTyping', () => {
  it('groups whole amounts with the locale separator', () => {
    expect(formatMoneyTyping('425000', 'de')).toBe('425.000');
    expect(formatMoneyTyping('425000', 'en')).toBe('425,000');
    expect(formatMoneyTyping('1234567', 'de')).toBe('1.234.567');
    expect(formatMoneyTyping('999', 'en')).toBe('999');
  });
  it('regroups already grouped and pasted amounts', () => {
    expect(formatMoneyTyping('425 000', 'de')).toBe('425.000');
    expect(formatMoneyTyping('425.000', 'en')).toBe('425,000');
    // A digit typed into a grouped amount: regrouped.
    expect(formatMoneyTyping('4.2500', 'de')).toBe('42.500');
    expect(formatMoneyTyping('4,2500', 'en')).toBe('42,500');
    expect(formatMoneyTyping('42.50', 'de')).toBe('4.250');
    // The other locale's separator not strictly grouped: a decimal, left for the validation.
    expect(formatMoneyTyping('42.50', 'en')).toBe('42.50');
    expect(formatMoneyTyping('4,5', 'de')).toBe('4,5');
  });
  it('leaves what is not a whole amount as typed', () => {
    expect(formatMoneyTyping('12a', 'de')).toBe('12a');
    expect(formatMoneyTyping('', 'de')).toBe('');
    expect(formatMoneyTyping('-5', 'en')).toBe('-5');
  });
  it('drops leading zeros', () => {
    expect(formatMoneyTyping('0425000', 'de')).toBe('425.000');
    expect(formatMoneyTyping('0', 'de')).toBe('0');
  });
});

describe('parseMoney', () => {
  it('reads typed amounts as plain numbers', () => {
    expect(parseMoney('425.000')).toBe(425000);
    expect(parseMoney('425,000')).toBe(425000);
    expect(parseMoney('425 000')).toBe(425000);
    expect(parseMoney('425000')).toBe(425000);
    expect(parseMoney('42.50')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });
});

describe('caretAfterFormat', () => {
  it('keeps the caret behind the same digit', () => {
    // "42500|" typed the sixth digit at the end → "425.000|"
    expect(caretAfterFormat('4250000', 7, '4.250.000')).toBe(9);
    // caret after "425" in "4250000" → after "425" in "4.250.000"
    expect(caretAfterFormat('4250000', 3, '4.250.000')).toBe(4);
    expect(caretAfterFormat('425.000', 0, '425.000')).toBe(0);
    // "4.250|0" typed at the end of "4.250" → "42.500|"
    expect(caretAfterFormat('4.2500', 6, '42.500')).toBe(6);
  });
});
