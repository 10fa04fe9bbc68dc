import pino from 'pino';
import type { Config } from './config.js';
import { urlForLog } from './domain/log-safe.js';
import { replyForLog } from './plugins/app/request-log.js';

/** Personal data never reaches the logs: request bodies are not logged, and these paths are censored. */
const redact = ['req.headers.cookie', '*.email', '*.name', '*.fullName', '*.mobileNumber', '*.to', '*.phone', '*.toAddress'];

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

/**
 * A pino destination that gathers lines and writes them together: each write is a system call,
 * which costs more than building the line, and a request's line would otherwise cost one. Lines
 * are written at most `maxDelayMs` after the first of them, or at once when `maxChars` are pending,
 * and whatever is pending when the process exits is written then (also after an uncaught error;
 * only a SIGKILL can lose the last `maxDelayMs`). The target does the writing (synchronously,
 * partial writes and EAGAIN included).
 *
 * `maxChars` stays small enough (some 40 request lines) for the joined text to be an ordinary heap
 * string: past 128 kB (64 k characters once a line holds a non-Latin-1 character such as the '…'
 * of scrubbed URLs) V8 maps fresh memory for each, which cost more than the lines themselves.
 */
export class BatchedLines {
  private pending: string[] = [];
  private chars = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly target: { write(text: string): unknown },
    private readonly maxDelayMs = 100,
    private readonly maxChars = 16 * 1024,
  ) {}

  write(line: string): void {
    this.pending.push(line);
    this.chars += line.length;
    if (this.chars >= this.maxChars) this.flush();
    // Unref'd: pending lines do not keep the process alive; the exit handler writes them.
    else this.timer ??= setTimeout(this.flush, this.maxDelayMs).unref();
  }

  readonly flush = (): void => {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.chars = 0;
    this.target.write(text);
  };
}

let stdout: BatchedLines | undefined;

/** Standard output, batched; one per process, so that apps sharing it never interleave mid-line. */
export function stdoutDestination(): BatchedLines {
  if (!stdout) {
    const destination = new BatchedLines(pino.destination({ dest: 1, sync: true }));
    process.on('exit', destination.flush);
    stdout = destination;
  }
  return stdout;
}
