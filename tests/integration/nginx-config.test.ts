// nginx accepts the config that scripts/nginx-config.ts writes for the real
// build (`nginx -t`), under the build's own base path. tests/unit/nginx-config.test.ts checks what the config
// says; tests/e2e/nginx.spec.ts serves the site through it.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {writeNginxConfig} from '../../scripts/nginx-config';
import {findNginx, inCi, installNginx} from '../tools';
import {builtPages, buildDir} from '../sitemap';
import {scratchFolder} from '../scratch';

const nginx = findNginx();
const dir = scratchFolder('nginx-config-test-');

describe.skipIf(!nginx && !inCi)(`the nginx config of build/ (${nginx ? nginx : installNginx})`, () => {
  it('is accepted by nginx -t', () => {
    expect(nginx, `CI is set: ${installNginx}`).toBeDefined();
    const out = path.join(dir, 'nginx', 'nginx.conf');
    writeNginxConfig({out, root: buildDir, baseUrl: builtPages().baseUrl, listen: '127.0.0.1:8080'});
    const check = spawnSync(nginx!, ['-t', '-c', out, '-e', path.join(dir, 'nginx', 'error.log')], {encoding: 'utf8'});
    expect(check.stderr).toContain('test is successful');
  });
});
