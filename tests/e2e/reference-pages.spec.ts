// Pages of the reference builds of specs that are not Komodo's (`npm run
// build:references`), visited as pages.spec.ts visits the Komodo site's: the
// byte budgets of its kind, axe (its colour rules in both modes on a cover of
// the visited pages' kinds of text element, ./colour-cover.ts), no console
// error, no request off the origin, no policy report. Each build is served at the root
// by scripts/serve.ts, with the policies nginx would send.
//
// Every page of the kitchen-sink spec, which has every construct the pipeline
// renders once. Of the two real specs (train-travel and petstore from
// @readme/oas-examples), the overview and the operations that add a kind of
// content of their own: a visit takes 5 to 9 s of the suite's two cores, and
// their other operations repeat the same components with other words (the
// HTML checker and reference-sites.test.ts read every page of all three).
import {expect, test} from '@playwright/test';
import {referenceBuild, referenceSpecs} from '../../scripts/reference-specs';
import {startServer, type StaticServer} from '../../scripts/serve';
import {rootRoutes} from '../sitemap';
import {colourCover} from './colour-cover';
import {visitPage} from './visit';

/** Routes of a reference build's sitemap, relative to its root. */
function routesOf(name: string): string[] {
  return rootRoutes(referenceBuild(name));
}

/** The pages visited of each build: undefined for every page. */
const visited: Record<string, string[] | undefined> = {
  // Query parameters with pagination and JSON and XML answers; a JSON and
  // XML request body; a oneOf body; a webhook.
  'train-travel': ['', 'get-trips', 'create-booking', 'create-booking-payment', 'new-booking'],
  // JSON and XML bodies under OAuth scopes; a form body in the query; an
  // octet-stream upload; response headers; two schemes, one an API key.
  petstore: ['', 'add-pet', 'update-pet-with-form', 'upload-file', 'login-user', 'get-pet-by-id'],
  'kitchen-sink': undefined,
};

test('the visited pages of each reference build are pages it has', () => {
  for (const {name} of referenceSpecs) {
    const routes = routesOf(name);
    expect(visited[name]?.filter((route) => !routes.includes(route)) ?? [], name).toEqual([]);
  }
});

for (const {name} of referenceSpecs) {
  const routes = visited[name] ?? routesOf(name);
  const colourRoutes = colourCover(referenceBuild(name), routes);
  test.describe(name, () => {
    let server: StaticServer;
    test.beforeAll(async () => {
      server = await startServer({root: referenceBuild(name), baseUrl: '/'});
    });
    test.afterAll(async () => server?.close());

    for (const route of routes) {
      // The overview and the search page are pages of the guide kind; the others, operations and webhooks.
      const type = route === '' || route.startsWith('search') ? 'guide' : 'rest';
      test(`${name}: /${route}`, async ({page}, testInfo) => {
        await visitPage(page, testInfo, `${server.url}${route}`, type, {announcementBar: false, colours: colourRoutes.has(route)});
      });
    }
  });
}
