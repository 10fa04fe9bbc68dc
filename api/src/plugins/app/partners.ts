import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { secretKeyFrom } from '../../domain/partner-secret-box.js';
import { openSecrets } from '../../services/partner-secrets.js';
import { ensureDevSecrets, type DevSecrets } from '../../services/partner-dev-secrets.js';
import { allBankIds } from '../../db/repositories/partner-secrets.js';
import { liability } from '../../db/repositories/bonuses.js';
import { conversionRates } from '../../db/repositories/applications.js';

/**
 * What the partner postback route needs beside the database: each bank's secrets (stored ones
 * opened with PARTNER_SECRET_KEY, and the development ones when PARTNER_DEV_SECRETS is in effect)
 * and the partner metrics, on the app's registry:
 * - `storefront_partner_postbacks_total{partner,outcome}`: postbacks answered, by bank and answer
 *   (applied, repeat, not-found, impossible, invalid);
 * - `storefront_partner_signature_failures_total{partner}`: refused signatures (`unknown` for an id
 *   that is no bank's);
 * - `storefront_bonus_liability{currency,state}`: pending and confirmed bonuses owed, read at each scrape;
 * - `storefront_partner_conversion_rate{partner}`: the share of a bank's submitted applications it approved.
 */

export interface Partners {
  /** The secrets a signature of this bank may be made with. */
  secretsOf(bankId: number): Promise<string[]>;
  postbacks: Counter<'partner' | 'outcome'>;
  signatureFailures: Counter<'partner'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    partners: Partners;
  }
}

export default fp(async (app) => {
  const key = secretKeyFrom(app.config.PARTNER_SECRET_KEY);
  let devSecrets: DevSecrets = new Map();
  if (app.config.PARTNER_DEV_SECRETS) {
    devSecrets = await ensureDevSecrets(app.config.DATA_DIR, await allBankIds(app.db));
    app.log.warn('partner development secrets accepted (PARTNER_DEV_SECRETS): never in production');
  }
  const registers = [app.metrics.registry];
  const postbacks = new Counter({
    name: 'storefront_partner_postbacks_total', help: 'Partner postbacks answered, by bank and outcome.', labelNames: ['partner', 'outcome'] as const, registers,
  });
  const signatureFailures = new Counter({
    name: 'storefront_partner_signature_failures_total', help: 'Partner postbacks refused for their signature, time or partner id.', labelNames: ['partner'] as const, registers,
  });
  new Gauge({
    name: 'storefront_bonus_liability', help: 'Bonuses owed, pending (reversible) and confirmed (payable), per currency, all instances.',
    labelNames: ['currency', 'state'] as const, registers,
    async collect() {
      this.reset();
      for (const row of await liability(app.db).catch(() => [])) this.set({ currency: row.currency, state: row.state }, row.total);
    },
  });
  new Gauge({
    name: 'storefront_partner_conversion_rate', help: "Share of a bank's submitted applications it approved (approved, issued, disbursed or reversed since).",
    labelNames: ['partner'] as const, registers,
    async collect() {
      this.reset();
      for (const row of await conversionRates(app.db).catch(() => [])) this.set({ partner: String(row.bankId) }, row.rate);
    },
  });
  app.decorate('partners', {
    secretsOf: async (bankId: number) => {
      const dev = devSecrets.get(bankId);
      return [...await openSecrets(app.db, key, bankId), ...(dev ? [dev] : [])];
    },
    postbacks,
    signatureFailures,
  });
}, { name: 'partners', dependencies: ['database', 'metrics'] });
