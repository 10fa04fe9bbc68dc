// The phone field's metadata for the storefront's markets: libphonenumber's mobile metadata cut to
// the countries of the settings module (shared/src/contract/platform.json), about 3 KB instead of
// 99 KB. Step 0 downloads this; the whole metadata comes only when a visitor types a number of
// another country (src/personal-info/phone-number.ts). `npm run phone-metadata -w mfe-onboarding`
// writes it again after a libphonenumber-js upgrade or a market added; a test fails until then.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const appRoot = path.join(__dirname, '..');
const metadataFile = path.join(appRoot, 'src/personal-info/phone-metadata.generated.json');

/** The markets' countries in libphonenumber's mobile metadata, as JSON text. */
function marketsPhoneMetadata() {
  const platform = JSON.parse(readFileSync(path.join(appRoot, '../shared/src/contract/platform.json'), 'utf8'));
  const all = require('libphonenumber-js/mobile/metadata');
  const markets = Object.values(platform.markets);
  const countries = Object.fromEntries(markets.map((market) => [market.alpha2, all.countries[market.alpha2]]));
  const callingCodes = Object.fromEntries(markets.map((market) => [market.dialCode, all.country_calling_codes[market.dialCode]]));
  for (const [code, owners] of Object.entries(callingCodes)) {
    // A calling code shared with a country outside the markets would need that country too.
    if (!owners || owners.some((owner) => !countries[owner])) throw new Error(`Calling code +${code} is not only a market's`);
  }
  return `${JSON.stringify({ version: all.version, country_calling_codes: callingCodes, countries, nonGeographic: {} })}\n`;
}

module.exports = { marketsPhoneMetadata, metadataFile };

if (require.main === module) writeFileSync(metadataFile, marketsPhoneMetadata());
