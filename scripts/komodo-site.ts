// What the Komodo site makes of its spec: the reference of REST API v1 under
// /docs/rest/v1/ beside the guides, with Komodo's own overview id and title
// (fixed by the site spec's routes), its downloads, the note on credentials
// that every operation's authentication ends with, and the data its guides
// and home page read. The pipeline itself (generator/) names no
// Komodo page or operation; this file does, once.
import type {SiteSettings} from '../generator/outputs';
import {readSiteSettings} from './site-env';

export function komodoSiteSettings(siteDir: string, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const {siteUrl, baseUrl, specFile} = readSiteSettings(env);
  return {
    siteDir,
    specFile,
    siteUrl,
    baseUrl,
    reference: {
      outputDir: 'docs/rest/v1',
      docIdPrefix: 'rest/v1/',
      routeBase: '/docs/rest/v1/',
      overviewId: 'komodo-rest-api',
      // The home page's h1 is the API's name; this page is its REST part.
      overviewTitle: 'REST API v1',
      downloadName: 'rest-v1',
      // The house rules: every example validates, no 3.0 keywords.
      strict: true,
      // Its descriptions link the guides beside the reference: a broken one fails the build.
      pathLinks: 'site',
    },
    staticDir: '.generated/static',
    securityNote: 'Get a token from [Authenticate](/docs/rest/v1/authenticate); see [Getting started](/docs/getting-started) for how to get credentials.',
    guides: {dataDir: 'src/data/generated', homeRequest: 'getUsers'},
  };
}
