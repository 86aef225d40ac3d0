import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuCells, cpuTicksOf, describeCpu, watchCpu } from './cpu-time';

/** A stat(5) line: pid, (name), state, then fields 4 to 13 as zeros, utime and stime. */
const statLine = (pid: number, name: string, utime: number, stime: number) =>
  `${pid} (${name}) S ${Array(10).fill(0).join(' ')} ${utime} ${stime} 0 0 20 0 1 0 5 0 0`;

describe('cpuTicksOf', () => {
  it('reads utime and stime after a name holding spaces and parentheses', () => {
    expect(cpuTicksOf(statLine(7, 'node (main) x', 120, 30))).toEqual({
      name: 'node (main) x',
      ticks: 150,
    });
  });
});

describe('watchCpu', () => {
  let proc: string;
  afterEach(() => rmSync(proc, { recursive: true, force: true }));

  /** A /proc with a server (pid 40) of two threads, two PostgreSQL processes and another. */
  function writeProc(ticks: {
    main: number;
    all: number;
    pg: [number, number];
    idle: number;
    waitedNanos?: number;
  }) {
    writeFileSync(
      join(proc, 'stat'),
      `cpu  500 0 100 ${ticks.idle} 0 0 0 0 0 0\ncpu0 1 0 1 1 0 0 0 0 0 0\ncpu1 1 0 1 1 0 0 0 0 0 0\nintr 5\n`,
    );
    mkdirSync(join(proc, '40', 'task', '40'), { recursive: true });
    writeFileSync(join(proc, '40', 'stat'), statLine(40, 'node', ticks.all, 0));
    writeFileSync(join(proc, '40', 'task', '40', 'stat'), statLine(40, 'node', ticks.main, 0));
    if (ticks.waitedNanos !== undefined)
      writeFileSync(join(proc, '40', 'task', '40', 'schedstat'), `9000 ${ticks.waitedNanos} 77\n`);
    for (const [i, pid] of [51, 52].entries()) {
      mkdirSync(join(proc, String(pid)), { recursive: true });
      writeFileSync(
        join(proc, String(pid), 'stat'),
        statLine(pid, 'postgres', 0, ticks.pg[i] ?? 0),
      );
    }
    mkdirSync(join(proc, '60'), { recursive: true });
    writeFileSync(join(proc, '60', 'stat'), statLine(60, 'postgres-not', 999, ticks.idle));
    mkdirSync(join(proc, 'self'), { recursive: true });
  }

  it('splits the window into the server main thread, its other threads, PostgreSQL and idle', () => {
    proc = mkdtempSync(join(tmpdir(), 'fake-proc-'));
    writeProc({ main: 1000, all: 1500, pg: [200, 300], idle: 10_000, waitedNanos: 5e9 });
    let clock = 0;
    const since = watchCpu(40, { proc, now: () => clock });
    // Two seconds later: main thread 100 ticks (0.5 core) and 0.6 s waiting for a core,
    // others 140, PostgreSQL 60 + 20.
    writeProc({ main: 1100, all: 1740, pg: [260, 320], idle: 10_030, waitedNanos: 5.6e9 });
    clock = 2000;
    const split = since();
    expect(split).toMatchObject({ cores: 2 });
    expect(split?.serverMain).toBeCloseTo(0.5);
    expect(split?.serverOther).toBeCloseTo(0.7);
    expect(split?.serverMainWaiting).toBeCloseTo(0.3);
    expect(split?.postgres).toBeCloseTo(0.4);
    expect(split?.idle).toBeCloseTo(0.15);
    expect(split?.generator).toBeGreaterThanOrEqual(0);
    expect(describeCpu(split as never, 2)).toMatch(
      /^CPU over the measured 2 s, in cores of 2: server 1\.20 \(main thread 0\.50 running and 0\.30 waiting for a core, its other threads 0\.70\), PostgreSQL 0\.40, load generator \d\.\d\d, idle 0\.15\.$/,
    );
    expect(cpuCells(split as never)).toMatch(/^0\.50 \+ 0\.70, 0\.40, \d\.\d\d, 0\.15$/);
  });

  it('leaves the wait out where the kernel keeps no schedstat', () => {
    proc = mkdtempSync(join(tmpdir(), 'fake-proc-'));
    writeProc({ main: 1000, all: 1500, pg: [200, 300], idle: 10_000 });
    let clock = 0;
    const since = watchCpu(40, { proc, now: () => clock });
    writeProc({ main: 1100, all: 1740, pg: [260, 320], idle: 10_030 });
    clock = 2000;
    const split = since();
    expect(split?.serverMainWaiting).toBeUndefined();
    expect(describeCpu(split as never, 2)).toContain('(main thread 0.50, its other threads 0.70)');
  });

  it('gives no split where there is no /proc', () => {
    proc = join(tmpdir(), 'no-such-proc');
    expect(watchCpu(40, { proc })()).toBeUndefined();
  });
});
