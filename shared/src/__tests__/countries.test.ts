import { choosesProduct, countryOptionFor, currencyFor } from '../countries';
import { parseRuntimeConfig } from '../runtime-config';
import { isValidEmail, keepLettersAndSpaces, digitsOnly } from '../validation';
import { escapeHtml } from '../html';

describe('countries', () => {
  it('sa selects the KSA option and any other code the UAE option', () => {
    expect(countryOptionFor('sa')).toMatchObject({ code: 'sa', alpha2Code: 'SA', shortCode: 'KSA' });
    expect(countryOptionFor('ae')).toMatchObject({ code: 'ae', alpha2Code: 'AE', shortCode: 'UAE' });
    expect(countryOptionFor('pk').shortCode).toBe('UAE');
  });

  it('uses SAR for sa, PKR for pk and AED otherwise', () => {
    expect(currencyFor('sa')).toBe('SAR');
    expect(currencyFor('pk')).toBe('PKR');
    expect(currencyFor('ae')).toBe('AED');
  });

  it('lets only UAE visitors choose a product', () => {
    expect(choosesProduct('ae')).toBe(true);
    expect(choosesProduct('sa')).toBe(false);
    expect(choosesProduct('pk')).toBe(false);
  });
});

describe('runtime config', () => {
  const remotes = { onboarding: 'a', eligibility: 'b', recommendations: 'c', support: 'd' };
  it('defaults the chunk timeout to 120000 ms and trims the API base', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://x/', remotes })).toEqual({
      apiBaseUrl: 'http://x',
      remotes,
      chunkLoadTimeoutMs: 120000,
    });
  });
  it('refuses a config without a remote', () => {
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes: { ...remotes, support: '' } })).toThrow(
      'no manifest URL for remote support',
    );
  });
});

describe('input rules', () => {
  it('keeps only letters and spaces in names', () => {
    expect(keepLettersAndSpaces('Ali 3rd-Khan!')).toBe('Ali rdKhan');
  });
  it('keeps digits only in phones', () => {
    expect(digitsOnly('300 123-4567')).toBe('3001234567');
  });
  it('tells a valid e-mail address', () => {
    expect(isValidEmail('sara@example.ae')).toBe(true);
    expect(isValidEmail('sara@example')).toBe(false);
    expect(isValidEmail('sara example.ae')).toBe(false);
  });
  it('escapes HTML for e-mail bodies', () => {
    expect(escapeHtml(`<b onclick="x">'&'</b>`)).toBe('&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;');
  });
});
