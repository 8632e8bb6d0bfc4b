// The command's name and version: the version is that of the package that
// declares the command (packages/api-reference, installed or in this
// repository, whose src/ these are), else the nearest package.json's.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const toolName = 'api-reference';

export function toolVersion(): string {
  let found: string | undefined;
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as {version?: string; bin?: Record<string, string>};
      if (json.bin?.[toolName]) return json.version ?? '0.0.0';
      found ??= json.version;
    }
    if (path.dirname(dir) === dir) return found ?? '0.0.0';
  }
}
