import pino from 'pino';
import type { Config } from './config.js';
import { urlForLog } from './domain/log-safe.js';
import { replyForLog } from './plugins/app/request-log.js';

/**
 * Personal data and credentials never reach the logs: request bodies are not logged, the request
 * line carries no header, and these paths are censored in any line that would carry them.
 */
const redact = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-access-token"]', 'res.headers["set-cookie"]',
  '*.email', '*.name', '*.fullName', '*.mobileNumber', '*.to', '*.phone', '*.toAddress', '*.accessToken', '*.token',
];

/** JSON lines through pino: reqId on every request line; req, res and responseTime (ms) on 'request completed'. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redact, censor: '[redacted]' },
    serializers: {
      // A path or query can carry personal data (an e-mail typed into a URL): it is scrubbed.
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: urlForLog(req.url) }),
      res: replyForLog,
    },
  };
}

let stdout: pino.DestinationStream | undefined;

/**
 * Standard output through pino's asynchronous destination (sonic-boom), which gathers lines and
 * writes them together: at least every 100 ms, or as soon as 4 KB are pending, and whatever is
 * pending when the process exits. A system call per line cost about 7 % of the API's CPU in
 * `npm run bench:api`. One per process, so that apps sharing it never interleave mid-line.
 */
export function stdoutDestination(): pino.DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 100 });
  return stdout;
}
