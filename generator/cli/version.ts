// The command's name and version: the version is the package's (today the
// repository's package.json; the generator's own once it is a package).
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const toolName = 'api-reference';

const packageJson = path.resolve(__dirname, '../../package.json');

export function toolVersion(): string {
  const {version} = JSON.parse(readFileSync(packageJson, 'utf8')) as {version?: string};
  return version ?? '0.0.0';
}
