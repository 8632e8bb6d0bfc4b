// The runners of the sample suites (tests/integration/sample-runners.ts): a
// process that runs group after group, each with its own environment; a group
// whose runner ends or hangs fails alone, and the next one gets a new runner.
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {RunnerPool} from '../integration/sample-runners';

const dir = mkdtempSync(path.join(tmpdir(), 'sample-runners-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

// A runner as the suites' are: a job a line (token, its arguments, the environment file); it answers with the
// token. Its job here: write the runner's pid and the variable SECRET to the file given, or end itself, or hang.
const runner = path.join(dir, 'runner.mjs');
writeFileSync(
  runner,
  [
    'import {readFileSync, writeFileSync} from "node:fs";',
    'import {createInterface} from "node:readline";',
    'const base = {...process.env};',
    'for await (const line of createInterface({input: process.stdin})) {',
    '  const [token, what, out, envFile] = line.split("\\t");',
    '  for (const name of Object.keys(process.env)) if (!(name in base)) delete process.env[name];',
    '  for (const pair of readFileSync(envFile, "utf8").split("\\n").filter(Boolean)) process.env[pair.slice(0, pair.indexOf("="))] = pair.slice(pair.indexOf("=") + 1);',
    '  if (what === "exit") { console.log("ending"); process.exit(0); }',
    '  if (what === "hang") await new Promise(() => setInterval(() => undefined, 1000));',
    '  writeFileSync(out, JSON.stringify({pid: process.pid, secret: process.env.SECRET ?? null}));',
    '  process.stdout.write(`${token}\\n`);',
    '}',
  ].join('\n'),
);

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as {pid: number; secret: string | null};

describe('RunnerPool', () => {
  it('runs one group after another in one process, each with its own environment', async () => {
    const pool = new RunnerPool(process.execPath, [runner], {cwd: dir, dir, timeout: 10_000});
    const [one, two, three] = ['one.json', 'two.json', 'three.json'].map((file) => path.join(dir, file));
    expect(await pool.run(['write', one], {...process.env, SECRET: 'first'})).toEqual({status: 0, output: ''});
    expect(await pool.run(['write', two], {...process.env})).toEqual({status: 0, output: ''});
    expect(await pool.run(['write', three], {...process.env, SECRET: 'third'})).toEqual({status: 0, output: ''});
    pool.close();
    expect([read(one).secret, read(two).secret, read(three).secret]).toEqual(['first', null, 'third']);
    expect(new Set([read(one).pid, read(two).pid, read(three).pid]).size).toBe(1);
  });

  it('keeps the environments of pools that share a folder and run at once apart', async () => {
    const pools = [1, 2].map(() => new RunnerPool(process.execPath, [runner], {cwd: dir, dir, timeout: 10_000}));
    const files = ['a.json', 'b.json'].map((file) => path.join(dir, file));
    await Promise.all(pools.map((pool, index) => pool.run(['write', files[index]], {...process.env, SECRET: `pool ${index}`})));
    for (const pool of pools) pool.close();
    expect(files.map((file) => read(file).secret)).toEqual(['pool 0', 'pool 1']);
  });

  it('fails a group whose runner ends, with what it printed, and gives the next group a new runner', async () => {
    const pool = new RunnerPool(process.execPath, [runner], {cwd: dir, dir, timeout: 10_000});
    const [before, after] = ['before.json', 'after.json'].map((file) => path.join(dir, file));
    await pool.run(['write', before], process.env);
    const ended = await pool.run(['exit', ''], process.env);
    expect(ended.status).not.toBe(0);
    expect(ended.output).toContain('ending');
    expect(await pool.run(['write', after], process.env)).toEqual({status: 0, output: ''});
    pool.close();
    expect(read(after).pid).not.toBe(read(before).pid);
  });

  it('stops a group that runs past its time', async () => {
    const pool = new RunnerPool(process.execPath, [runner], {cwd: dir, dir, timeout: 1_000});
    const hung = await pool.run(['hang', ''], process.env);
    expect(hung.status).toBe(1);
    expect(hung.output).toContain('stopped after 1000 ms');
    pool.close();
  });

  it('refuses an environment that takes a variable away, which a runner could not do', () => {
    const pool = new RunnerPool(process.execPath, [runner], {cwd: dir, dir, timeout: 1_000});
    const {PATH: _path, ...withoutPath} = process.env;
    expect(() => pool.run(['write', path.join(dir, 'x.json')], withoutPath)).toThrow(/not take them away: PATH/);
    pool.close();
  });
});
