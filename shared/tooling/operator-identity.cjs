'use strict';
// Who runs the storefront, from the deploy's environment: each SITE_OPERATOR_* variable replaces
// one value of platform.json's `operator`, whose embedded values are marked as placeholders.
// The shell's runtime config carries the result; the page checks it again when it reads it
// (shared/src/contract/operator-identity.ts). docs/operations.md lists the variables.
const platform = require('../src/contract/platform.json');

const textVariables = {
  legalName: 'SITE_OPERATOR_LEGAL_NAME',
  registrationNumber: 'SITE_OPERATOR_REGISTRATION_NUMBER',
  address: 'SITE_OPERATOR_ADDRESS',
  supportEmail: 'SITE_OPERATOR_SUPPORT_EMAIL',
  supportPhone: 'SITE_OPERATOR_SUPPORT_PHONE',
  whatsApp: 'SITE_OPERATOR_WHATSAPP',
};

/** SITE_OPERATOR_LICENCE_AE, SITE_OPERATOR_REGULATOR_AE, ... for each market. */
function licenceVariables(market) {
  const code = market.toUpperCase();
  return { licence: `SITE_OPERATOR_LICENCE_${code}`, regulator: `SITE_OPERATOR_REGULATOR_${code}` };
}

/** A variable's value, or the default when it is unset or empty (compose passes unset ones as ''). */
function setting(env, variable, fallback) {
  const value = (env[variable] ?? '').trim();
  return value === '' ? fallback : value;
}

/** @param {NodeJS.ProcessEnv} env */
function operatorIdentityFromEnv(env = process.env) {
  const defaults = platform.operator;
  const identity = { licences: {} };
  for (const [key, variable] of Object.entries(textVariables)) identity[key] = setting(env, variable, defaults[key]);
  for (const [market, licence] of Object.entries(defaults.licences)) {
    const variables = licenceVariables(market);
    identity.licences[market] = {
      licence: setting(env, variables.licence, licence.licence),
      regulator: setting(env, variables.regulator, licence.regulator),
    };
  }
  for (const key of ['legalName', 'registrationNumber', 'address', 'supportEmail', 'supportPhone']) {
    if (!identity[key]) throw new Error(`${textVariables[key]} must not be empty`);
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(identity.supportEmail))
    throw new Error(`SITE_OPERATOR_SUPPORT_EMAIL must be an e-mail address, not ${JSON.stringify(identity.supportEmail)}`);
  for (const key of ['supportPhone', 'whatsApp']) {
    if (identity[key] && !/^\+[0-9][0-9 ]{5,20}$/.test(identity[key]))
      throw new Error(`${textVariables[key]} must be a number in international form (+971 4 000 0000), not ${JSON.stringify(identity[key])}`);
  }
  return identity;
}

module.exports = { operatorIdentityFromEnv, operatorTextVariables: textVariables, licenceVariables };
