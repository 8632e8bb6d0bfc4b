import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSpec, SpecError} from '../../packages/api-reference/src/load/load-spec';
import {loadKomodoModel} from '../komodo-model';
import {brokenSpecsDir} from './spec-facts';

/** What the loader must say about each broken spec of openapi/examples/: place and fault. */
const cases: {file: string; lines: string[]}[] = [
  {
    file: 'invalid-yaml.yaml',
    lines: ['invalid-yaml.yaml:12:7: Flow sequence in block collection must be sufficiently indented and end with a ]'],
  },
  {
    file: 'dangling-ref.yaml',
    lines: ["dangling-ref.yaml:34:17: components.schemas.User.properties.gender: $ref '#/components/schemas/Gender' does not resolve"],
  },
  {
    file: 'invalid-example.yaml',
    lines: [
      'invalid-example.yaml:31:32: example "firstPage" of GET /users 200 (application/json) is invalid at /data/0/email: must match format "email"',
      `invalid-example.yaml:33:25: example "firstPage" of GET /users 200 (application/json) is invalid at /data/1: must have required property 'role'`,
    ],
  },
  {
    file: 'nullable-keyword.yaml',
    lines: ['nullable-keyword.yaml:15:21: components.schemas.User.properties.upn: "nullable" is OpenAPI 3.0'],
  },
  {
    file: 'unsupported-version.yaml',
    lines: ['unsupported-version.yaml:3:10: openapi: expected a 3.0.x or 3.1.x version (or swagger: "2.0"), found "4.0.0"'],
  },
  {
    file: 'missing-file.yaml',
    lines: ["missing-file.yaml:16:23: paths./users.get.responses.200.content.application/json.schema: $ref './schemas/user.yaml' does not resolve (ENOENT: no such file or directory)"],
  },
];

/** Specs of openapi/examples/ that look broken to a strict YAML parser but are read by js-yaml and Redocly, and so by us. */
const readable = ['multiline-quoted.yaml'];

/** The message of the site's own loader (the house rules, as `npm run gen` reads a spec). */
async function messageOf(file: string): Promise<string> {
  try {
    await loadKomodoModel(path.join(brokenSpecsDir, file));
  } catch (error) {
    expect(error).toBeInstanceOf(SpecError);
    return (error as Error).message;
  }
  throw new Error(`${file} loaded without an error`);
}

describe('a broken spec fails with a message naming the file and the place', () => {
  it('every file of openapi/examples/ has a case here', async () => {
    const {readdirSync} = await import('node:fs');
    expect(readdirSync(brokenSpecsDir).filter((f) => f.endsWith('.yaml')).sort()).toEqual([...cases.map((c) => c.file), ...readable].sort());
  });

  it.each(cases)('$file', async ({file, lines}) => {
    const message = await messageOf(file);
    // One problem per line, each starting with the file as given (relative to the working directory).
    const shown = path.relative(process.cwd(), path.join(brokenSpecsDir, file)).split(path.sep).join('/');
    for (const line of message.split('\n')) expect(line.startsWith(`${shown}:`), line).toBe(true);
    for (const expected of lines) expect(message).toContain(expected);
  });

  it('reports every problem of a spec at once, not only the first', async () => {
    expect((await messageOf('invalid-example.yaml')).split('\n')).toHaveLength(2);
  });

  it('a property merely named "nullable" is not reported', async () => {
    expect((await messageOf('nullable-keyword.yaml')).split('\n')).toHaveLength(1);
  });

  it('outside the house rules (anyone else\'s spec), an invalid example is a warning with the same place, and the spec loads', async () => {
    const spec = await readSpec(path.join(brokenSpecsDir, 'invalid-example.yaml'), {strict: false});
    expect(spec.warnings).toHaveLength(2);
    expect(spec.warnings[0]).toContain('invalid-example.yaml:31:32: example "firstPage" of GET /users 200 (application/json) is invalid at /data/0/email');
  });

  it('a double-quoted string continued on a line indented no further than its key is read as js-yaml and Redocly read it', async () => {
    const spec = await readSpec(path.join(brokenSpecsDir, 'multiline-quoted.yaml'), {strict: true});
    expect(spec.doc.info.description).toBe('The first line and the second, folded into one.');
    expect(spec.doc.paths['/users'].get.operationId).toBe('getUsers');
  });
});
