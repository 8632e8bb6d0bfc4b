import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {additionalLanguages, darkCodeTheme, lightCodeTheme} from 'openapi-reference-site/docusaurus';
import {readSiteSettings} from './scripts/site-env';
import {komodoReference} from './scripts/komodo-site';

// Where the site is served (SITE_URL, BASE_URL): GitHub Pages by default; a
// self-host or a test build overrides them (e.g. BASE_URL=/ in CI), and a
// malformed value fails here with a message rather than as a site full of
// broken links. Defaults live in scripts/site-env.ts.
const {siteUrl, baseUrl} = readSiteSettings();

const sourceRepository = 'https://github.com/komodo-wellbeing/komodo-api-docs';
const restOverview = '/docs/rest/v1/komodo-rest-api';

const config = {
  title: 'Komodo Customer API',
  tagline: 'Pull Komodo wellbeing data into your own systems and into Power BI.',
  favicon: 'img/favicon.svg',
  // Spec downloads, llms.txt and the Markdown twins of the REST pages are
  // written to .generated/static by `npm run gen` and the reference's plugin,
  // which adds that folder here; never committed.
  staticDirectories: ['static'],
  url: siteUrl,
  baseUrl,
  trailingSlash: undefined,

  future: {v4: true, faster: true},
  // The v4 flags namespace storage keys per site; the site spec fixes the
  // keys (e.g. 'theme'), and this site is alone on its origin.
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // Two pages at one route: one of them would be lost (Docusaurus only warns).
  onDuplicateRoutes: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'}},
  baseUrlIssueBanner: true,

  i18n: {defaultLocale: 'en', locales: ['en']},

  // The shared components' texts of this site (packages/api-reference/src/theme/SearchPage): a
  // reference site of another spec has its own (packages/api-reference/src/site/reference.config.ts),
  // with nothing of Komodo's. The region's settings are the reference's
  // (scripts/komodo-site.ts), which the plugin adds here as serverVariables.
  customFields: {
    searchDescription: 'Search the Komodo API documentation.',
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          routeBasePath: 'docs',
          editUrl: undefined,
          breadcrumbs: true,
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
        },
        blog: false,
        // The site's palette; the reference pages' rules and code colours come with their plugin.
        theme: {customCss: ['./src/css/custom.css']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The REST pages, generated from the spec (by `npm run gen` before start and build, and again
    // whenever the spec changes while `npm start` runs), their components and code samples, and
    // offline search (Pagefind after the build; the navbar box and /search in the words of a school,
    // with the Cube API's pages after current content): the package's plugin, with what is Komodo's.
    ['openapi-reference-site/docusaurus', komodoReference()],
  ],

  themeConfig: {
    metadata: [{name: 'description', content: 'Reference and guides for the Komodo Customer API: REST API v1, Power BI, and the record of the removed Cube API.'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: {
      // A new id shows the bar again to readers who closed an older one.
      id: 'cube-removed-2025-09',
      content: `The Cube API was removed in September 2025: its data is in the REST API v1. See <a href="${baseUrl}docs/api-changes">API changes</a>.`,
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Komodo Customer API',
      hideOnScroll: true,
      logo: {alt: 'Komodo logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {to: '/docs', label: 'Docs', position: 'left', activeBaseRegex: '/docs/'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {href: 'pathname:///openapi/rest-v1.yaml', label: 'OpenAPI spec', position: 'right', download: 'komodo-rest-v1.yaml'},
        {href: sourceRepository, label: 'GitHub', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'Komodo logo', src: 'img/logo.svg', width: 40, height: 40},
      links: [
        {
          title: 'Documentation',
          items: [
            {label: 'Getting started', to: '/docs/getting-started'},
            {label: 'REST API v1', to: restOverview},
            {label: 'Data dictionary', to: '/docs/dictionary'},
            {label: 'Power BI', to: '/docs/power-bi'},
            {label: 'API changes', to: '/docs/api-changes'},
            {label: 'Cube API (removed)', to: '/docs/cube/'},
          ],
        },
        {
          title: 'Downloads',
          items: [
            {label: 'OpenAPI spec (YAML)', href: 'pathname:///openapi/rest-v1.yaml'},
            {label: 'OpenAPI spec (JSON)', href: 'pathname:///openapi/rest-v1.json'},
            {label: 'llms.txt', href: 'pathname:///llms.txt'},
          ],
        },
        {
          title: 'Komodo',
          items: [
            {label: 'Source of this site', href: sourceRepository},
          ],
        },
      ],
      copyright: 'Copyright © 2025 Komodo Monitr Ltd.',
    },
    prism: {
      // Our code blocks take their colours from .generated/code-theme.css, which
      // `npm run gen` writes from these same themes (packages/api-reference/src/browser/code-themes.ts); change
      // them there. Here they serve theme components we have not replaced.
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // The grammars the code samples need beyond the built-in set.
      additionalLanguages,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
