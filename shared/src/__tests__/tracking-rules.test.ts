import { Value } from '@sinclair/typebox/value';
import { TrackingCode, TrackingReference } from '../contract/tracking';
import { isTrackingCode, isTrackingReference } from '../contract/tracking-rules';
import { formatDate } from '../dates';

describe('the tracking form rules', () => {
  const references = ['SF-7KQ4M2XD', ' sf-7kq4m2xd ', 'Sf-23456789', 'SF-7KQ4M2X', 'SF-7KQ4M2XDD', 'SF-7KQ4M2X0', 'SF-7KQ4M2XI', 'XF-7KQ4M2XD', ''];
  it.each(references)('the page takes the reference %j exactly when the API does', (reference) => {
    expect(isTrackingReference(reference)).toBe(Value.Check(TrackingReference, reference));
  });
  it('takes the references a visitor types and refuses look-alikes and wrong lengths', () => {
    expect(references.filter(isTrackingReference)).toEqual(['SF-7KQ4M2XD', ' sf-7kq4m2xd ', 'Sf-23456789']);
  });
  it.each(['123456', '000000', '12345', '1234567', '12345a', ' 123456'])('the page takes the code %j exactly when the API does', (code) => {
    expect(isTrackingCode(code)).toBe(Value.Check(TrackingCode, code));
  });
});

describe('dates on the pages', () => {
  it("writes the day in the language and the market's locale, with Western digits", () => {
    expect(formatDate('2026-12-21T09:30:00Z', 'en', 'ae')).toBe('21 December 2026');
    expect(formatDate('2026-12-21T23:30:00Z', 'ar', 'ae')).toBe('21 ديسمبر 2026');
    expect(formatDate('2026-12-21T09:30:00Z', 'ur', 'pk')).toBe('21 دسمبر، 2026');
  });
});
