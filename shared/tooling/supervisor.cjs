// Runs a set of long-lived child processes: the API and the front-end servers under `npm start`,
// the API and the dev servers under `npm run dev`. Stopping the supervisor ends every child,
// asking first (SIGTERM) and forcing (SIGKILL) after a grace period, so that no process is left
// behind.
//
// A child that ends while nobody asked it to is, by default, started again after a pause that
// doubles with each quick failure (`npm start`); with `onUnexpectedExit` the caller decides
// instead (`npm run dev` stops everything).
//
// With `processGroups`, each child runs in a process group of its own, so that ending it also
// ends what it started itself (tsx's watched server): the child alone is asked to end (SIGTERM:
// tsx passes it on to the server once, and the server closes its database cleanly; a second
// SIGTERM from a group signal would make it exit at once), and its whole group is killed once it
// has ended or after the grace period. Its output lines then carry its label, so that several
// apps can share a terminal.
'use strict';
const { spawn } = require('node:child_process');
const readline = require('node:readline');

const supervisorDefaults = Object.freeze({
  /** The pause before the first restart; it doubles with each failure that follows a short run. */
  firstRestartDelayMs: 500,
  maxRestartDelayMs: 30_000,
  /** A child that ran this long before ending counts as healthy: its next pause is the first one again. */
  healthyAfterMs: 10_000,
  /** How long a child has to end after SIGTERM before it is killed. */
  stopGraceMs: 10_000,
});

/** The pause before restarting a child that failed `failures` times in a row (1, 2, ...). */
function restartDelayMs(failures, settings = supervisorDefaults) {
  return Math.min(settings.maxRestartDelayMs, settings.firstRestartDelayMs * 2 ** Math.max(0, failures - 1));
}

function howItEnded(code, signal) {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/** Sends a signal to a whole process group; false if the group has ended already. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Writes each line of `stream` to `out` with `tag` in front. */
function prefixLines(stream, tag, out) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${tag} ${line}\n`));
}

/**
 * @param {object} [options]
 * @param {(line: string) => void} [options.log]   lifecycle messages
 * @param {(line: string) => void} [options.warn]  a child that ended on its own
 * @param {Partial<typeof supervisorDefaults>} [options.settings]
 * @param {(label: string, code: number | null, signal: NodeJS.Signals | null) => void} [options.onUnexpectedExit]
 *   called instead of a restart when a child ends while nobody asked it to
 * @param {boolean} [options.processGroups]  each child in a process group of its own, its output labelled
 * @param {number} [options.labelWidth]  with processGroups: the longest label, so that the output lines up
 */
function createSupervisor({ log = console.log, warn = console.error, settings = {}, onUnexpectedExit, processGroups = false, labelWidth = 0 } = {}) {
  const timing = { ...supervisorDefaults, ...settings };
  /** @type {Map<string, { label: string, spec: object, child: import('node:child_process').ChildProcess | null, ended: Promise<void> | null, startedAt: number, failures: number, timer: NodeJS.Timeout | null }>} */
  const entries = new Map();
  let stopping = false;

  /** Forces a child (and with processGroups, everything in its group) to end now. */
  function kill(child) {
    if (child.pid === undefined) return;
    if (processGroups) signalGroup(child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  }

  function launch(entry) {
    const { command, args = [], cwd, env } = entry.spec;
    entry.startedAt = Date.now();
    const child = spawn(command, args, {
      cwd,
      env,
      detached: processGroups,
      stdio: processGroups ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    const tag = `[${entry.label}]`.padEnd(labelWidth + 2);
    if (processGroups) {
      prefixLines(child.stdout, tag, process.stdout);
      prefixLines(child.stderr, tag, process.stderr);
    }
    entry.child = child;
    let settle;
    entry.ended = new Promise((resolve) => (settle = resolve));
    let done = false;
    const ended = (code, signal, error) => {
      if (done) return;
      done = true;
      settle();
      // Whatever the child left behind in its group goes with it.
      if (processGroups && child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
      if (entry.child === child) entry.child = null;
      if (stopping) return;
      if (onUnexpectedExit) {
        if (error) warn(`${tag} could not be started: ${error.message}`);
        onUnexpectedExit(entry.label, code, signal);
        return;
      }
      entry.failures = Date.now() - entry.startedAt >= timing.healthyAfterMs ? 1 : entry.failures + 1;
      const delay = restartDelayMs(entry.failures, timing);
      warn(
        `${entry.label} stopped (${error ? error.message : howItEnded(code, signal)}); starting it again in ${(delay / 1000).toFixed(1)} s.`,
      );
      entry.timer = setTimeout(() => {
        entry.timer = null;
        if (!stopping) launch(entry);
      }, delay);
    };
    child.once('exit', (code, signal) => ended(code, signal));
    // A child that could not be started at all (no such program) reports only this.
    child.once('error', (error) => {
      if (child.pid === undefined) ended(null, null, error);
    });
    if (child.pid !== undefined) log(`${entry.label} started (pid ${child.pid}).`);
  }

  return {
    /**
     * Starts a child and keeps it running until stop().
     * @param {string} label  how messages name it
     * @param {{ command: string, args?: string[], cwd?: string, env?: NodeJS.ProcessEnv }} spec
     */
    run(label, spec) {
      if (stopping) throw new Error('The supervisor is stopping');
      if (entries.has(label)) throw new Error(`${label} is already running`);
      const entry = { label, spec, child: null, ended: null, startedAt: 0, failures: 0, timer: null };
      entries.set(label, entry);
      launch(entry);
    },

    /** The pid of each child running now, by label (with processGroups, also its group id). */
    pids() {
      return Object.fromEntries(
        [...entries.values()].filter((e) => e.child?.pid !== undefined).map((e) => [e.label, e.child.pid]),
      );
    },

    get stopping() {
      return stopping;
    },

    /**
     * Ends every child: SIGTERM, then SIGKILL for any still running after the grace period.
     * Called again while stopping, it kills what is left at once.
     */
    async stop() {
      const force = stopping;
      stopping = true;
      const running = [];
      for (const entry of entries.values()) {
        if (entry.timer) clearTimeout(entry.timer);
        entry.timer = null;
        const { child, ended } = entry;
        if (!child || !ended) continue;
        if (force) kill(child);
        else child.kill('SIGTERM');
        const killer = setTimeout(() => kill(child), force ? 0 : timing.stopGraceMs);
        running.push(ended.then(() => clearTimeout(killer)));
      }
      await Promise.all(running);
    },

    /** Synchronous last resort when this process exits without having stopped its children. */
    killAllNow() {
      stopping = true;
      for (const entry of entries.values()) if (entry.child) kill(entry.child);
    },
  };
}

module.exports = { createSupervisor, restartDelayMs, supervisorDefaults };
