import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runQueueWaitSeconds } from '../src/lib/run-queue-wait';

/**
 * Where a run's CPU went, read from Linux's /proc: the server's main thread and its other
 * threads (SQLite's readers, libuv's pool), PostgreSQL's processes, this load generator, and
 * what the machine left idle. The load generator runs on the same cores as the server, so a
 * figure of requests a second is only read right beside what each side spent. Elsewhere
 * than Linux there is no /proc: no split is printed.
 *
 * Beside its CPU, the main thread's time ready to run but waiting for a core
 * (`runQueueWaitSeconds`): on PostgreSQL's mix it waits a third of the time while the
 * machine shows cores idle.
 */
export type CpuSplit = {
  /** Each in cores: 1 is one core busy for the whole window. */
  serverMain: number;
  serverOther: number;
  /** Runnable but not running; undefined where the kernel keeps no schedstat. */
  serverMainWaiting: number | undefined;
  postgres: number;
  generator: number;
  idle: number;
  cores: number;
};

type Reading = {
  serverMain: number;
  serverMainWaitSeconds: number | undefined;
  serverAll: number;
  postgres: number;
  /** Machine-wide, from the first line of /proc/stat. */
  idle: number;
  generatorMicros: number;
};

/** Clock ticks a second (`getconf CLK_TCK`): 100 on every Linux Node supports. */
const TICKS_PER_SECOND = 100;

/** utime + stime of one /proc/…/stat line, in ticks; its name may hold spaces and parentheses. */
export function cpuTicksOf(statLine: string): { name: string; ticks: number } {
  const open = statLine.indexOf('(');
  const close = statLine.lastIndexOf(')');
  const fields = statLine.slice(close + 2).split(' ');
  // After the name: state is field 3 of stat(5), utime 14 and stime 15.
  return {
    name: statLine.slice(open + 1, close),
    ticks: Number(fields[11]) + Number(fields[12]),
  };
}

/** One process's or thread's `cpuTicksOf`, from its stat file's path. */
export const readTicks = (path: string) => {
  try {
    return cpuTicksOf(readFileSync(path, 'utf8'));
  } catch {
    return undefined; // a process or thread that ended meanwhile
  }
};

/** Ticks every core spent idle or waiting on a disk, and how many cores there are. */
function machineTicks(proc: string): { idle: number; cores: number } {
  const lines = readFileSync(join(proc, 'stat'), 'utf8').split('\n');
  const [, , , , idle = 0, iowait = 0] = (lines[0] ?? '').trim().split(/\s+/).map(Number);
  return { idle: idle + iowait, cores: lines.filter((line) => /^cpu\d+ /.test(line)).length };
}

function read(proc: string, serverPid: number): Reading {
  let postgres = 0;
  for (const entry of readdirSync(proc)) {
    if (!/^\d+$/.test(entry)) continue;
    const process = readTicks(join(proc, entry, 'stat'));
    if (process?.name === 'postgres') postgres += process.ticks;
  }
  const generator = globalThis.process.cpuUsage();
  const mainThread = join(proc, String(serverPid), 'task', String(serverPid));
  return {
    serverMain: readTicks(join(mainThread, 'stat'))?.ticks ?? 0,
    serverMainWaitSeconds: runQueueWaitSeconds(join(mainThread, 'schedstat')),
    serverAll: readTicks(join(proc, String(serverPid), 'stat'))?.ticks ?? 0,
    postgres,
    idle: machineTicks(proc).idle,
    generatorMicros: generator.user + generator.system,
  };
}

/**
 * Starts watching; the function it returns ends the window and answers the split, or
 * undefined where /proc cannot be read.
 */
export function watchCpu(
  serverPid: number,
  { proc = '/proc', now = () => performance.now() } = {},
): () => CpuSplit | undefined {
  let start: Reading;
  const startedAt = now();
  try {
    start = read(proc, serverPid);
  } catch {
    return () => undefined;
  }
  return () => {
    const end = read(proc, serverPid);
    const seconds = (now() - startedAt) / 1000;
    const cores = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
    const main = cores(end.serverMain - start.serverMain);
    const waited =
      start.serverMainWaitSeconds === undefined || end.serverMainWaitSeconds === undefined
        ? undefined
        : (end.serverMainWaitSeconds - start.serverMainWaitSeconds) / seconds;
    return {
      serverMain: main,
      serverOther: cores(end.serverAll - start.serverAll) - main,
      serverMainWaiting: waited,
      postgres: cores(end.postgres - start.postgres),
      generator: (end.generatorMicros - start.generatorMicros) / 1e6 / seconds,
      idle: cores(end.idle - start.idle),
      cores: machineTicks(proc).cores,
    };
  };
}

export const describeCpu = (split: CpuSplit, seconds: number): string =>
  `CPU over the measured ${seconds} s, in cores of ${split.cores}: server ${(split.serverMain + split.serverOther).toFixed(2)} (main thread ${split.serverMain.toFixed(2)}${split.serverMainWaiting === undefined ? '' : ` running and ${split.serverMainWaiting.toFixed(2)} waiting for a core`}, its other threads ${split.serverOther.toFixed(2)}), PostgreSQL ${split.postgres.toFixed(2)}, load generator ${split.generator.toFixed(2)}, idle ${split.idle.toFixed(2)}.`;

/** The split in a table cell, for one kind of request run alone. */
export const cpuCells = (split: CpuSplit): string =>
  `${split.serverMain.toFixed(2)} + ${split.serverOther.toFixed(2)}, ${split.postgres.toFixed(2)}, ${split.generator.toFixed(2)}, ${split.idle.toFixed(2)}`;
