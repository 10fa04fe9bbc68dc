import { countryOptionFor, countryOptions, currencyOf } from '../countries';
import { formatMoney } from '../money';
import { configuredDefaultCountry, operatorIdentity, parseRuntimeConfig, setRuntimeConfig } from '../runtime-config';
import { defaultOperatorIdentity } from '../contract/operator-identity';
import {
  fullNameProblem,
  isValidEmail,
  keepLettersAndSpaces,
  keepNameCharacters,
  normalizeFullName,
} from '../validation';

describe('countries', () => {
  it('offers the three markets, Pakistan, UAE and KSA, each with a flag served by the storefront', () => {
    expect(countryOptions.map((o) => [o.code, o.alpha2Code, o.shortCode, o.flag])).toEqual([
      ['pk', 'PK', 'Pakistan', '/flags/pk.svg'],
      ['ae', 'AE', 'UAE', '/flags/ae.svg'],
      ['sa', 'SA', 'KSA', '/flags/sa.svg'],
    ]);
  });

  it('selects the option of the country in use, pk included', () => {
    expect(countryOptionFor('sa').shortCode).toBe('KSA');
    expect(countryOptionFor('ae').shortCode).toBe('UAE');
    expect(countryOptionFor('pk').shortCode).toBe('Pakistan');
  });

  it('uses SAR for sa, PKR for pk and AED otherwise', () => {
    expect(currencyOf('sa')).toBe('SAR');
    expect(currencyOf('pk')).toBe('PKR');
    expect(currencyOf('ae')).toBe('AED');
  });
});

describe('money', () => {
  // Intl separates the code from the amount with a no-break space, so the two never part.
  const shown = (text: string) => text.replace(/\u00a0/g, ' ');
  it('writes the currency code first, groups thousands and keeps up to two decimals', () => {
    expect(shown(formatMoney(200, 'AED'))).toBe('AED 200');
    expect(shown(formatMoney(5000, 'PKR'))).toBe('PKR 5,000');
    expect(shown(formatMoney(1250.5, 'SAR'))).toBe('SAR 1,250.5');
    expect(shown(formatMoney(99.999, 'SAR'))).toBe('SAR 100');
  });
});

describe('runtime config', () => {
  const remotes = { onboarding: 'a', eligibility: 'b', recommendations: 'c', support: 'd' };
  it('defaults the chunk timeout to 120000 ms and trims the API base', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://x/', remotes })).toEqual({
      apiBaseUrl: 'http://x',
      remotes,
      chunkLoadTimeoutMs: 120000,
      defaultCountry: 'pk',
      operator: defaultOperatorIdentity,
    });
  });
  it("takes the deployment's company, and refuses a support address or phone that is none", () => {
    const operator = { legalName: 'Souq Compare FZ-LLC', supportEmail: 'care@souq.example', licences: { sa: { licence: 'Licence no. 7' } } };
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes, operator }).operator).toEqual({
      ...defaultOperatorIdentity,
      legalName: 'Souq Compare FZ-LLC',
      supportEmail: 'care@souq.example',
      licences: { ...defaultOperatorIdentity.licences, sa: { licence: 'Licence no. 7', regulator: 'Saudi Central Bank (SAMA)' } },
    });
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes, operator: { supportEmail: 'care' } })).toThrow(
      'operator.supportEmail is not an e-mail address: care',
    );
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes, operator: { whatsApp: '050 123' } })).toThrow(
      'operator.whatsApp must be a number in international form',
    );
    setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes, operator }));
    expect(operatorIdentity().legalName).toBe('Souq Compare FZ-LLC');
  });
  it("takes the deployment's default country, and refuses one it does not serve", () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes, defaultCountry: 'sa' }).defaultCountry).toBe('sa');
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes, defaultCountry: 'us' })).toThrow(
      'unknown defaultCountry "us"',
    );
  });
  it('serves a visitor who has not chosen as the configured default country', () => {
    setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes, defaultCountry: 'ae' }));
    expect(configuredDefaultCountry()).toBe('ae');
    setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes }));
    expect(configuredDefaultCountry()).toBe('pk');
  });
  it('refuses a config without a remote', () => {
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'http://x', remotes: { ...remotes, support: '' } })).toThrow(
      'no manifest URL for remote support',
    );
  });
});

describe('input rules', () => {
  it('keeps only letters and spaces in the support form name', () => {
    expect(keepLettersAndSpaces('Ali 3rd-Khan!')).toBe('Ali rdKhan');
  });
  it('tells a valid e-mail address', () => {
    expect(isValidEmail('sara@example.ae')).toBe(true);
    expect(isValidEmail('sara@example')).toBe(false);
    expect(isValidEmail('sara example.ae')).toBe(false);
  });
});

describe('the Full Name rule', () => {
  it('keeps letters of any script, marks, spaces, hyphens, apostrophes and dots while typing', () => {
    expect(keepNameCharacters('Al-Mansoori')).toBe('Al-Mansoori');
    expect(keepNameCharacters("O'Brien and D’Souza Jr.")).toBe("O'Brien and D’Souza Jr.");
    expect(keepNameCharacters('مُحَمَّد الحسن')).toBe('مُحَمَّد الحسن');
    expect(keepNameCharacters('عائشہ بی بی')).toBe('عائشہ بی بی');
    expect(keepNameCharacters('Sara2 K#han_!')).toBe('Sara Khan');
    expect(keepNameCharacters('Sara \t  Khan')).toBe('Sara Khan');
  });

  it('trims and collapses spaces', () => {
    expect(normalizeFullName('  Sara   Al-Mansoori ')).toBe('Sara Al-Mansoori');
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['A', 'tooShort'],
    ['Al', null],
    ['-Ali', 'invalid'],
    ["'Ali", 'invalid'],
    ['Ali 3', 'invalid'],
    ['Ali@Khan', 'invalid'],
    ['محمد علی', null],
    ['Jean-Luc O’Neil', null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'tooLong'],
    [`  ${'a'.repeat(50)}     ${'b'.repeat(49)}  `, null],
  ])('%j: %s', (name, problem) => {
    expect(fullNameProblem(name)).toBe(problem);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(fullNameProblem('𝐀'.repeat(100))).toBeNull();
  });
});

