// What the Komodo site makes of its spec, as the options of the package's
// Docusaurus plugin (openapi-reference-site/docusaurus, docusaurus.config.ts):
// the reference of REST API v1 under /docs/rest/v1/ beside the guides, in the
// site's own docs instance, with Komodo's own overview id and title (fixed by
// the site spec's routes), its downloads, the note on credentials that every
// operation's authentication ends with, the data its guides and home page
// read, its changes and its readers' words for search. The pipeline itself
// (packages/api-reference/src/) names no Komodo page or operation; this file does, once.
import path from 'node:path';
import type {PluginOptions} from 'openapi-reference-site/docusaurus';
import type {SearchSettings} from '../packages/api-reference/src/search/settings';
import {readSiteSettings} from './site-env';
import {apiChangeEntries} from '../src/data/api-change-entries';
import {handWrittenFeedItems, komodoChanges} from './komodo-changes';

export function komodoReference(env: NodeJS.ProcessEnv = process.env): PluginOptions {
  return {
    spec: readSiteSettings(env).specFile,
    route: '/docs/rest/v1/',
    docs: {folder: 'docs/rest/v1', idPrefix: 'rest/v1/', sidebarFile: 'sidebars.ts'},
    reference: {
      overviewId: 'komodo-rest-api',
      // The home page's h1 is the API's name; this page is its REST part.
      overviewTitle: 'REST API v1',
      downloadName: 'rest-v1',
      // The house rules: every example validates, no 3.0 keywords.
      strict: true,
      // Its descriptions link the guides beside the reference: a broken one fails the build.
      pathLinks: 'site',
      // Each customer's API is on their own region's host: the samples keep
      // `{region}` until the reader sets theirs, under the key readers' browsers
      // have kept it under since the site began.
      serverVariables: {
        region: {placeholder: true, hint: 'Use the form shown in your Komodo integration settings, e.g. us.east1.', storageKey: 'komodo-region'},
      },
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
    search: komodoSearch,
  };
}

/** Where the site is (its folder, URL and base path) as the plugin's settings need it: `npm run gen` and the tests. */
export function komodoSite(siteDir: string, env: NodeJS.ProcessEnv = process.env) {
  const {siteUrl, baseUrl} = readSiteSettings(env);
  return {siteDir, siteUrl, baseUrl, generatedFilesDir: path.join(siteDir, '.docusaurus')};
}

/**
 * What the Komodo site's readers type for what the API calls otherwise: a
 * school's words (a form, class or tutor group is a group, a year group a
 * year, a pupil or student a user; MIS is the field mis_id), "check in" for
 * the check-ins, the product's name on every page, British spelling; and the
 * pages of the Cube API that Komodo removed in September 2025, indexed for
 * readers who migrate from it and ranked after current content.
 */
export const komodoSearch: SearchSettings = {
  vocabulary: {
    phrases: [
      ['\\bcheck\\s?ins\\b', 'check-ins'],
      ['\\bcheck\\s?in\\b', 'check-in'],
      ['\\bmis(?:\\s|_)?ids?\\b', 'mis_id'],
      ['\\b(?:tutor|form|registration) groups\\b', 'groups'],
      ['\\b(?:tutor|form|registration) group\\b', 'group'],
      ['\\byear groups\\b', 'years'],
      ['\\byear group\\b', 'year'],
    ],
    words: {
      // Pupils and students are the API's users whose role is USER.
      pupil: 'user',
      "pupil's": "user's",
      pupils: 'users',
      "pupils'": "users'",
      student: 'user',
      "student's": "user's",
      students: 'users',
      "students'": "users'",
      form: 'group',
      forms: 'groups',
      class: 'group',
      classes: 'groups',
      mis: 'mis_id',
    },
    everywhere: ['komodo'],
    british: true,
  },
  // "cube", or a member's name ("Users.firstname").
  removed: {pages: '^docs/cube/', asked: '\\bcube\\b|\\w\\.\\w'},
};
