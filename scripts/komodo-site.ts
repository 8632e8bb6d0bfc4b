// What the Komodo site makes of its spec: the reference of REST API v1 under
// /docs/rest/v1/ beside the guides, with Komodo's own overview id and title
// (fixed by the site spec's routes), its downloads, the note on credentials
// that every operation's authentication ends with, and the data its guides
// and home page read. The pipeline itself (generator/) names no
// Komodo page or operation; this file does, once.
import type {SiteSettings} from '../generator/outputs';
import {readSiteSettings} from './site-env';
import {apiChangeEntries} from '../src/data/api-change-entries';
import {handWrittenFeedItems, komodoChanges} from './komodo-changes';

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
    },
    staticDir: '.generated/static',
    securityNote: 'Get a token from [Authenticate](/docs/rest/v1/authenticate); see [Getting started](/docs/getting-started) for how to get credentials.',
    guides: {dataDir: 'src/data/generated', homeRequest: 'getUsers'},
    changes: {
      entries: apiChangeEntries,
      pageRoute: komodoChanges.pageRoute,
      dataFile: 'src/data/generated/api-change-entries.json',
      // The feed has the history kept by hand too: the page shows both.
      feed: {file: komodoChanges.feedFile, title: 'Komodo Customer API changes', author: 'Komodo', extraItems: handWrittenFeedItems()},
    },
  };
}
