/**
 * The limits routes set for themselves (`config: writeLimit(app)`), counted apart for each such
 * route; every other route has the read limit (plugins/external/rate-limit.ts). The window is
 * the same for all.
 */
const routeLimit =
  <Max extends 'RATE_LIMIT_WRITE_MAX' | 'RATE_LIMIT_MAIL_MAX'>(max: Max) =>
  (app: { config: Record<Max | 'RATE_LIMIT_WINDOW_MS', number> }) => ({
    rateLimit: { max: app.config[max], timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
  });
export const writeLimit = routeLimit('RATE_LIMIT_WRITE_MAX');
export const mailLimit = routeLimit('RATE_LIMIT_MAIL_MAX');
