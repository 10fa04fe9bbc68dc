/**
 * Log lines go to standard output through pino's asynchronous destination, gathered into few
 * writes: in order, none lost when the process ends, and none held back while a quiet server waits.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const destination = JSON.stringify(path.join(__dirname, '../../src/logging.ts'));
const cwd = path.join(__dirname, '../..');

describe('standard output', () => {
  it('holds every line logged before the process exits, also when it exits at once', () => {
    const script = `
      const { stdoutDestination } = require(${destination});
      const pino = require('pino');
      const log = pino({}, stdoutDestination());
      for (let i = 0; i < 1000; i++) log.info({ i }, 'line');
      process.exit(0);
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { i: number; msg: string });
    expect(lines.map((l) => l.i)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('writes a lone line while the process goes on, without waiting for more lines or the exit', async () => {
    const script = `
      const { stdoutDestination } = require(${destination});
      const pino = require('pino');
      pino({}, stdoutDestination()).info('alone');
      setTimeout(() => process.exit(0), 20000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
        child.once('exit', () => reject(new Error('the line came only with the exit')));
      });
      expect(JSON.parse(line).msg).toBe('alone');
    } finally {
      child.kill();
    }
  });
});
