// Every page of the reference builds of specs that are not Komodo's
// (`npm run build:references`: museum and petstore from ../shared/specs/, our
// kitchen-sink spec), visited as pages.spec.ts visits the Komodo site's: the
// byte budgets of its kind, axe in both colour modes, no console error, no
// request off the origin, no policy report. Each build is served at the root
// by scripts/serve.ts, with the policies nginx would send.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from '@playwright/test';
import {referenceBuild, referenceSpecs} from '../../scripts/reference-specs';
import {startServer, type StaticServer} from '../../scripts/serve';
import {visitPage} from './visit';

test.use({trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false}});

/** Routes of a reference build's sitemap, relative to its root. */
function routesOf(name: string): string[] {
  const xml = readFileSync(path.join(referenceBuild(name), 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>[a-z]+:\/\/[^/]+\/([^<]*)<\/loc>/g)].map((match) => match[1]);
}

for (const {name} of referenceSpecs) {
  test.describe(name, () => {
    let server: StaticServer;
    test.beforeAll(async () => {
      server = await startServer({root: referenceBuild(name), baseUrl: '/'});
    });
    test.afterAll(async () => server?.close());

    for (const route of routesOf(name)) {
      // The overview and the search page are pages of the guide kind; the others, operations and webhooks.
      const type = route === '' || route.startsWith('search') ? 'guide' : 'rest';
      test(`${name}: /${route}`, async ({page}, testInfo) => {
        await visitPage(page, testInfo, `${server.url}${route}`, type, {announcementBar: false});
      });
    }
  });
}
