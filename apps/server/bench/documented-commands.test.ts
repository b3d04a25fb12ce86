import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { benchPlanOf, type BenchPlan } from './modes.ts';

// Every `npm run bench` command the docs give, read the way the bench reads it, so a flag an npm
// script swallows on the way (issue 33: `npm run bench -- --chat` ran the read bench) or one the
// bench no longer knows fails here, not ten minutes into someone's measurement. Each command's
// plan is read in this process, from what npm hands the script: its variables, and the words
// after `--`. Two commands run for real through a shell and npm with BENCH_PLAN_ONLY=1 (the bench
// prints its plan and starts nothing) and pin that rule: the fullest documented command with
// flags gets the same plan as read here, and a flag written without `--` never reaches the bench.
// Starting npm and the bench costs about two seconds of CPU a command; the docs give a dozen.

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCUMENTS = [
  'README.md',
  'docs/operations.md',
  ...readdirSync(path.join(ROOT, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`),
];
/** What the docs write for "your database" in a command. */
const PLACEHOLDER_URL = 'postgres://postgres@127.0.0.1:5432/salahkar_bench';

/** The settings of the reads the plan reports, by the variable that sets them. */
const READ_SETTINGS: Record<string, keyof BenchPlan['reads']> = {
  BENCH_DURATION: 'duration',
  BENCH_CONNECTIONS: 'connections',
  BENCH_PAIRS: 'pairs',
  BENCH_ROUND_SECONDS: 'roundSeconds',
  BENCH_FLOOR_CONNECTIONS: 'floorConnections',
  BENCH_LIVE_SOCKETS: 'liveSockets',
  BENCH_LIVE_MESSAGES: 'liveMessages',
};

/** Each distinct bench command in the docs: in shell blocks (comments dropped) or inline code. */
function documentedCommands(): Map<string, string> {
  const commands = new Map<string, string>();
  for (const document of DOCUMENTS) {
    let inBlock = false;
    for (const line of readFileSync(path.join(ROOT, document), 'utf8').split('\n')) {
      if (line.trimStart().startsWith('```')) {
        inBlock = !inBlock;
        continue;
      }
      const found = inBlock
        ? [line.replace(/\s#.*$/, '')]
        : [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
      for (const text of found) {
        const command = text.trim().replaceAll('…', PLACEHOLDER_URL);
        if (/(^|\s)npm run bench(\s|$)/.test(command) && !commands.has(command)) {
          commands.set(command, document);
        }
      }
    }
  }
  return commands;
}

/**
 * What the command says it does to a reader: its variables before `npm`, its flags after `bench`
 * (with or without the `--` npm needs to pass them on: a doc that leaves it out is caught too).
 */
function promised(command: string) {
  const words = command.split(/\s+/);
  const variables = new Map(
    words
      .slice(0, words.indexOf('npm'))
      .map((word) => word.split('=') as [string, string])
      .filter(([name]) => /^[A-Z_]+$/.test(name)),
  );
  const args = words.slice(words.indexOf('bench') + 1).filter((word) => word !== '--');
  const flag = args.find((arg) => arg.startsWith('--'));
  const [name, value] = flag ? flag.slice(2).split('=') : ['reads'];
  const scale = name === 'scale' ? Number(value ?? args[args.indexOf(flag!) + 1]) : undefined;
  return { variables, mode: name, scale };
}

/** The command through a shell, as a person would type it, with only the plan asked for. */
async function planThroughNpm(command: string): Promise<BenchPlan> {
  const { stdout } = await run('sh', ['-c', command], {
    cwd: ROOT,
    env: { ...ownEnvironment(), BENCH_PLAN_ONLY: '1' },
  });
  const line = stdout.split('\n').findLast((text) => text.startsWith('{'));
  if (!line) throw new Error(`No plan from "${command}":\n${stdout}`);
  return JSON.parse(line) as BenchPlan;
}

/**
 * The plan the bench reads from what npm hands it for this command: the variables set before
 * `npm`, and as arguments only the words after `--` (npm keeps the flags before it as its own).
 */
function planOf(command: string): BenchPlan {
  const words = command.split(/\s+/);
  const variables = Object.fromEntries(
    words.slice(0, words.indexOf('npm')).map((word) => word.split('=') as [string, string]),
  );
  const afterBench = words.slice(words.indexOf('bench') + 1);
  const args = afterBench.includes('--') ? afterBench.slice(afterBench.indexOf('--') + 1) : [];
  const saved = process.env;
  process.env = { ...ownEnvironment(), ...variables };
  try {
    // As run.ts prints it.
    return JSON.parse(JSON.stringify(benchPlanOf(args))) as BenchPlan;
  } finally {
    process.env = saved;
  }
}

/** Nothing of this test's own environment may stand in for what a command sets. */
function ownEnvironment(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(BENCH_|DATABASE_URL$|npm_)/.test(name)),
  );
}

function expectPlanAsWritten(plan: BenchPlan, command: string) {
  const { variables, mode, scale } = promised(command);
  expect(plan.mode).toBe(mode);
  expect(plan.scale).toBe(scale);
  if (variables.has('DATABASE_URL')) expect(plan.database).toBe('PostgreSQL');
  const endpoints = variables.get('BENCH_ENDPOINTS');
  if (endpoints) expect(plan.endpoints).toEqual(endpoints.split(','));
  for (const [name, value] of variables) {
    const setting = READ_SETTINGS[name];
    if (!setting) continue;
    const expected = setting === 'floorConnections' ? value.split(',').map(Number) : Number(value);
    expect(plan.reads[setting], name).toEqual(expected);
  }
}

const commands = documentedCommands();

it('the docs give a command for every mode and a narrowed run', () => {
  const all = [...commands.keys()].join('\n');
  for (const needed of ['--check', '--chat', '--assistant', '--scale', 'BENCH_ENDPOINTS=']) {
    expect(all, needed).toContain(needed);
  }
});

describe('each documented bench command runs the mode it names', () => {
  for (const [command, document] of commands) {
    it(`${command} (${document})`, () => {
      expectPlanAsWritten(planOf(command), command);
    });
  }
});

/** npm and the bench start in seconds, or in tens of them on a loaded machine. */
const NPM = { timeout: 120_000 };

describe.concurrent('through npm, as a person types it', () => {
  it('the fullest documented command with flags gets the plan read above', NPM, async () => {
    const fullest = [...commands.keys()]
      .filter((command) => / -- /.test(command))
      .reduce((most, command) =>
        command.split(/\s+/).length > most.split(/\s+/).length ? command : most,
      );
    const plan = await planThroughNpm(fullest);
    expectPlanAsWritten(plan, fullest);
    expect(plan).toEqual(planOf(fullest));
  });

  it('a flag written without `--` stays with npm: the bench runs its reads', NPM, async () => {
    expect((await planThroughNpm('npm run bench --chat')).mode).toBe('reads');
  });
});

it('an argument the bench does not know stops it before anything runs', () => {
  expect(() => planOf('npm run bench -- --chta')).toThrow(/does not take "--chta"/);
});
