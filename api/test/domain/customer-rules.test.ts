/**
 * The customer profile's rules of the visitor's market: a mobile number in E.164 of the
 * X-Country-Key's country, and a Full Name of any script (through the API:
 * routes/api/customer-profiles.test.ts).
 */
import { validMobileNumber, validName } from '../../src/domain/customer-rules';
import { DomainError } from '../../src/domain/problem';

function refusal(run: () => unknown): { title: string; detail: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'refused') return { title: error.title, detail: error.detail };
    throw error;
  }
  throw new Error('not refused');
}

describe('the mobile number rule', () => {
  it.each([
    ['pk', '+923001234567'],
    ['pk', '+923451234567'],
    ['ae', '+971501234567'],
    ['ae', '+971551234567'],
    ['sa', '+966501234567'],
    ['sa', '+966551234567'],
  ])('%s: %s is a mobile number of the country, stored as sent', (country, number) => {
    expect(validMobileNumber(number, country as 'pk' | 'ae' | 'sa')).toBe(number);
  });

  it.each([
    ['pk', '+971501234567', /^\+971501234567 is not a Pakistani number/],
    ['ae', '+923001234567', /^\+923001234567 is not a UAE number/],
    ['sa', '+971501234567', /^\+971501234567 is not a Saudi number/],
    ['ae', '+966501234567', /^\+966501234567 is not a UAE number/],
  ])('%s: %s belongs to another country and is refused', (country, number, detail) => {
    const problem = refusal(() => validMobileNumber(number, country as 'pk' | 'ae' | 'sa'));
    expect(problem.title).toBe('Invalid mobile number');
    expect(problem.detail).toMatch(detail);
  });

  it.each([
    ['a national number', 'pk', '03001234567'],
    ['spaces', 'pk', '+92 300 1234567'],
    ['a trunk 0 after the dial code', 'pk', '+9203001234567'],
    ['the dial code twice (a paste gone wrong)', 'pk', '+92923001234567'],
    ['a digit too many', 'ae', '+9715012345678'],
    ['a digit too few', 'sa', '+96650123456'],
    ['a landline, not a mobile', 'pk', '+924235761234'],
    ['a UAE landline', 'ae', '+97142345678'],
  ])('%s is refused', (_what, country, number) => {
    const problem = refusal(() => validMobileNumber(number, country as 'pk' | 'ae' | 'sa'));
    expect(problem.title).toBe('Invalid mobile number');
    expect(problem.detail).toMatch(/mobileNumber must be a (Pakistani|UAE|Saudi) mobile number in E\.164 form: \+(92|971|966) and the number, digits only\.$/);
  });
});

describe('the Full Name rule', () => {
  it.each([
    ['Arabic with its marks', 'مُحَمَّد بن سلمان', 'مُحَمَّد بن سلمان'],
    ['Urdu', 'عائشہ صدیقی', 'عائشہ صدیقی'],
    ['a hyphen and both apostrophes', 'Noor Al-Mansoori O’Brien D\'Souza', 'Noor Al-Mansoori O’Brien D\'Souza'],
    ['a dot', 'Sara K. Khan', 'Sara K. Khan'],
    ['spaces around and between', '  Sara    Khan ', 'Sara Khan'],
  ])('keeps %s', (_what, typed, stored) => {
    expect(validName(typed)).toBe(stored);
  });

  it.each([
    ['one letter', 'A', 'name must be at least 2 characters.'],
    ['101 letters', 'a'.repeat(101), 'name must be at most 100 characters.'],
    ['digits', 'Sara 2', /only letters \(of any script\), spaces, hyphens, apostrophes and dots/],
    ['markup', '<b>Sara</b>', /only letters/],
    ['a hyphen first', '-Sara', /starts with a letter/],
    ['nothing but spaces', '   ', 'name is required.'],
  ])('refuses %s', (_what, name, detail) => {
    const problem = refusal(() => validName(name));
    expect(problem.title).toBe('Invalid name');
    expect(problem.detail).toMatch(detail);
  });
});
