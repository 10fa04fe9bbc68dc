'use strict';
// The long-lived parts a launcher runs (`npm start`: the API and the front-end servers; `npm run
// dev`: the API, the dev servers and the console's), on concurrently: each part's output lines
// carry its name, a part that ends while nobody asked it to is started again (`restart`) or
// reported (`onUnexpectedExit`), and stopping ends them all.
//
// Each part runs in a process group of its own. Stopping asks the part's own process to end
// (SIGTERM: nginx's master ends its workers, tsx passes it on to the server once so that the
// server closes its database cleanly) and kills its whole group after a grace period; once a part
// has ended, whatever it left in its group (an nginx master killed outright leaves its workers
// holding the port) is killed, so that the part started again can listen.
const { spawn } = require('node:child_process');
const { Logger, LogError, LogOutput, RestartProcess, createConcurrently } = require('concurrently');
const { map } = require('rxjs');

/** The pause before a part that ended is started again. */
const restartDelayMs = 500;

/** Sends a signal to a whole process group; false if the group has ended already. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** A word of the shell, quoted. */
const quote = (word) => `'${String(word).replace(/'/g, `'\\''`)}'`;

/** What a close event says about how the part ended. */
function howItEnded(exitCode) {
  return typeof exitCode === 'number' ? `exit code ${exitCode}` : `killed by ${exitCode}`;
}

/**
 * @typedef {{ label: string, name: string, command: string, args?: string[], cwd?: string, env: NodeJS.ProcessEnv }} Part
 *   label: how messages name it ('The API'); name: its output lines' prefix ('api')
 * @param {Part[]} parts
 * @param {object} options
 * @param {boolean} [options.restart]  start a part that ended on its own again, after restartDelayMs
 * @param {(label: string, how: string) => void} [options.onUnexpectedExit]  otherwise: told which part ended, and how
 * @param {boolean} [options.announce]  say each part's pid when it starts ('The API started (pid 123).')
 * @param {number} [options.stopGraceMs]  how long a part has to end after SIGTERM before its group is killed
 */
function runParts(parts, { restart = false, onUnexpectedExit, announce = false, stopGraceMs = 10_000 } = {}) {
  let stopping = false;
  // concurrently runs a command line through a shell: `exec` makes the part's own program the
  // process it started, with exactly the part's environment.
  const envOf = new Map();
  const inputs = parts.map((part) => {
    const command = `exec ${[part.command, ...(part.args ?? [])].map(quote).join(' ')}`;
    if (envOf.has(command)) throw new Error(`Two parts run the same command: ${command}`);
    envOf.set(command, part.env);
    return { command, name: part.name, cwd: part.cwd };
  });
  const logger = new Logger({ prefixFormat: 'name' });
  logger.setPrefixLength(Math.max(...parts.map((part) => part.name.length)));
  /** While stopping, a part's end counts as a success: concurrently does not start it again. */
  const whileStopping = {
    handle: (commands) => ({
      commands: commands.map(
        (command) =>
          new Proxy(command, {
            get: (target, prop) =>
              prop === 'close' ? target.close.pipe(map((event) => (stopping ? { ...event, exitCode: 0 } : event))) : target[prop],
          }),
      ),
    }),
  };
  /** A line of the launcher's own, between the parts' lines. */
  const say = (line) => logger.log('', `${line}\n`);
  const running = new Map();
  /** Follows each part's processes as concurrently starts them, before any of its own flow controllers. */
  const follow = {
    handle(commands) {
      commands.forEach((command, index) => {
        const { label } = parts[index];
        // concurrently's timer reports each start (with the pid known) and each end.
        command.timer.subscribe(({ endDate }) => {
          if (endDate) return;
          const { pid } = command;
          let ended;
          running.set(index, { pid, ended: new Promise((resolve) => (ended = resolve)) });
          const subscription = command.close.subscribe((event) => {
            subscription.unsubscribe();
            running.delete(index);
            // Whatever the part left behind in its group goes with it.
            signalGroup(pid, 'SIGKILL');
            ended();
            if (stopping) return;
            const how = howItEnded(event.exitCode);
            if (restart) say(`${label} stopped (${how}); starting it again in ${(restartDelayMs / 1000).toFixed(1)} s.`);
            else onUnexpectedExit?.(label, how);
          });
          // What the part left in its group keeps its output open, and so its close event back: it
          // goes as soon as the part's own process has ended.
          command.process.once('exit', () => signalGroup(pid, 'SIGKILL'));
          if (announce && !stopping) say(`${label} started (pid ${pid}).`);
        });
      });
      return { commands };
    },
  };
  const { result } = createConcurrently(inputs, {
    logger,
    outputStream: process.stdout,
    // A restart that comes due once stopping has begun runs nothing.
    spawn: (command, options) =>
      spawn('/bin/sh', ['-c', stopping ? 'exit 0' : command], { ...options, env: envOf.get(command), detached: true }),
    // The part's own process only: its group is killed once it has ended, or after the grace period.
    kill: (pid, signal) => {
      try {
        process.kill(pid, signal);
      } catch {
        // ended already
      }
    },
    controllers: [
      follow,
      new LogError({ logger }),
      new LogOutput({ logger }),
      ...(restart ? [whileStopping, new RestartProcess({ logger: quietLogger, delay: restartDelayMs, tries: -1 })] : []),
    ],
  });
  // concurrently's verdict once every part has ended: the launcher has said what ended, and how.
  result.catch(() => undefined);

  return {
    get stopping() {
      return stopping;
    },
    /** The pid of each part running now, by label. */
    pids() {
      return Object.fromEntries([...running].map(([index, { pid }]) => [parts[index].label, pid]));
    },
    /**
     * Ends every part: SIGTERM to its process, then its whole group killed if it has not ended
     * within the grace period. Called again while stopping, it kills what is left at once.
     */
    async stop() {
      if (stopping) return this.killAllNow();
      stopping = true;
      const waits = [...running.values()].map(({ pid, ended }) => {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // ended already
        }
        const killer = setTimeout(() => signalGroup(pid, 'SIGKILL'), stopGraceMs);
        return ended.then(() => clearTimeout(killer));
      });
      await Promise.all(waits);
    },
    /** Synchronous last resort: every part's group killed now. */
    killAllNow() {
      stopping = true;
      for (const { pid } of running.values()) signalGroup(pid, 'SIGKILL');
    },
  };
}

/** concurrently's own restart line is not shown: the launcher says it in its words. */
const quietLogger = { logCommandEvent: () => undefined };

module.exports = { runParts, restartDelayMs };
