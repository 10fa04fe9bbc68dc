/** Log lines are written in batches: in order, soon, and none lost when the process ends. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BatchedLines } from '../src/logging';

describe('BatchedLines', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const target = () => {
    const writes: string[] = [];
    return { writes, write: (text: string) => void writes.push(text) };
  };

  it('writes the lines of a burst together, in order, once the delay is over', () => {
    const out = target();
    const lines = new BatchedLines(out, 100, 1000);
    lines.write('a\n');
    lines.write('b\n');
    jest.advanceTimersByTime(99);
    expect(out.writes).toEqual([]);
    lines.write('c\n');
    jest.advanceTimersByTime(1);
    expect(out.writes).toEqual(['a\nb\nc\n']);
    lines.write('d\n');
    jest.advanceTimersByTime(100);
    expect(out.writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes at once when enough is pending, and on flush', () => {
    const out = target();
    const lines = new BatchedLines(out, 100, 10);
    lines.write('12345\n');
    lines.write('67890\n');
    expect(out.writes).toEqual(['12345\n67890\n']);
    lines.write('x\n');
    lines.flush();
    expect(out.writes).toEqual(['12345\n67890\n', 'x\n']);
    lines.flush();
    jest.advanceTimersByTime(1000);
    expect(out.writes).toHaveLength(2);
  });
});

describe('standard output', () => {
  it('holds every line logged before the process exits, also when it exits at once', () => {
    const script = `
      const { stdoutDestination } = require(${JSON.stringify(path.join(__dirname, '../src/logging.ts'))});
      const pino = require('pino');
      const log = pino({}, stdoutDestination());
      for (let i = 0; i < 1000; i++) log.info({ i }, 'line');
      process.exit(0);
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: path.join(__dirname, '..'), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const lines = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { i: number; msg: string });
    expect(lines.map((l) => l.i)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });
});
