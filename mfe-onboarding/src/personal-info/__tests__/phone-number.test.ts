import { readFileSync } from 'node:fs';
import {
  formatPhoneDigits,
  loadAllCountries,
  needsAllCountries,
  phoneE164,
  phoneProblem,
} from '../phone-number';

// The script that writes the markets' metadata (npm run phone-metadata -w mfe-onboarding).
const { marketsPhoneMetadata, metadataFile } = require('../../../scripts/phone-metadata.cjs');

describe("the phone field's metadata", () => {
  it("is the markets' countries of the installed libphonenumber (written again after an upgrade or a new market)", () => {
    expect(readFileSync(metadataFile, 'utf8') === marketsPhoneMetadata()).toBe(true);
  });

  it("reads the markets' numbers without loading every country's", () => {
    expect(needsAllCountries('3001234567')).toBe(false);
    expect(formatPhoneDigits('3001234567', 'PK').text).toBe('300 1234567');
    expect(phoneProblem('3001234567', 'PK')).toBeNull();
    // Another market's number, pasted in international form: named and written as that market writes it.
    expect(needsAllCountries('+971501234567')).toBe(false);
    expect(formatPhoneDigits('+971501234567', 'PK').text).toBe('+971 50 123 4567');
    expect(phoneProblem('+971501234567', 'PK')).toBe('otherCountry');
    expect(phoneE164('00966501234567', 'AE')).toBe('+966501234567');
  });

  it("asks for every country's once a calling code can be none of the markets'", () => {
    for (const typed of ['+', '+9', '+97', '00', '0092']) expect(needsAllCountries(typed)).toBe(false);
    for (const typed of ['+4', '+44', '+447911123456', '0044', '+1']) expect(needsAllCountries(typed)).toBe(true);
  });

  it("names a number of a country outside the markets as another country's, and writes it as that country does once loaded", async () => {
    expect(phoneProblem('+447911123456', 'PK')).toBe('otherCountry');
    await loadAllCountries();
    expect(needsAllCountries('+447911123456')).toBe(false);
    expect(formatPhoneDigits('+447911123456', 'PK').text).toBe('+44 7911 123456');
    expect(phoneProblem('+447911123456', 'PK')).toBe('otherCountry');
    // A calling code no country has is not a number at all.
    expect(phoneProblem('+999123456789', 'PK')).toBe('invalid');
  });
});
