import path from 'node:path';
import type {Config, LoadContext, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import restDocsPlugin, {docsOptions, docsWithGeneration} from './plugin';
import type {SiteSettings} from '../outputs';
import codeHighlightingPlugin, {additionalLanguages} from './code-highlighting';
import searchPlugin from '../search/build';
import staticPagesPlugin from './static-pages';
import {pageComponentModules} from '../render/components';
import {darkCodeTheme, lightCodeTheme} from '../browser/code-themes';

// The reference site of any spec, built by `npm run reference` (packages/api-reference/src/reference.ts):
// the same pipeline, components, code highlighting and search as the Komodo
// site, without its guides. The script generates the pages into a work folder
// of its own (settings.siteDir) and writes there a docusaurus.config.ts that
// calls referenceSiteConfig with the settings of this build, as one typed object.

/** What a reference site's config needs to know: the generation's settings, and what the model made of the spec. */
export interface ReferenceSiteSettings extends SiteSettings {
  /** The site's title: the spec's `info.title`. */
  title: string;
  /**
   * The pages built as static pages (packages/api-reference/src/site/static-pages): the overview
   * and every operation and webhook page, by doc id and route (without the base
   * path); none for pages of the router.
   */
  staticRoutes: {docId: string; route: string}[];
  /** The sidebars only static pages show: the overview's, and one per tag (packages/api-reference/src/model/api.ts, pageSidebars). */
  staticSidebarIds: string[];
  /** The sidebars file the generation wrote: `reference`, and `operations` with static pages. */
  sidebarPath: string;
}

/**
 * A reference site's favicon, written by the build among its generated static
 * files (packages/api-reference/src/reference.ts): braces, in no provider's colours. The repo's
 * static/ (Komodo's favicon and logo) is the Komodo site's alone.
 */
export const referenceFavicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#475569"/>' +
  '<path d="M13 8.5c-2.5 0-3 1.2-3 3.5v1.5c0 1.6-.8 2.5-2.5 2.5 1.7 0 2.5.9 2.5 2.5V20c0 2.3.5 3.5 3 3.5M19 8.5c2.5 0 3 1.2 3 3.5v1.5c0 1.6.8 2.5 2.5 2.5-1.7 0-2.5.9-2.5 2.5V20c0 2.3-.5 3.5-3 3.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>\n';

export function referenceSiteConfig(settings: ReferenceSiteSettings): Config {
  const siteDir = settings.siteDir;
  const download = `pathname:///openapi/${settings.reference.downloadName}`;

  return {
    title: settings.title,
    favicon: 'img/favicon.svg',
    staticDirectories: [settings.staticDir],
    // What the shared components take from the site's config (packages/api-reference/src/theme/SearchPage, packages/api-reference/src/browser/useServerVariables):
    // this site's, from its title (the variables' storage keys too) and its settings.
    customFields: {searchDescription: `Search the ${settings.title} documentation.`, serverVariables: settings.reference.serverVariables ?? {}},
    url: settings.siteUrl,
    baseUrl: settings.baseUrl,
    future: {
      v4: true,
      // Static pages are built by the server's compiler only: its MDX must not
      // wait for the browser's compile of the same file, which never comes; nor
      // may either compiler restore from the cache what a build of the other
      // kind left there (the same spec built as pages of the router then hangs).
      faster: settings.staticRoutes.length
        ? {swcJsLoader: true, swcJsMinimizer: true, swcHtmlMinimizer: true, lightningCssMinimizer: true, mdxCrossCompilerCache: false, rspackBundler: true, rspackPersistentCache: false, ssgWorkerThreads: true, gitEagerVcs: true}
        : true,
    },
    storage: {type: 'localStorage', namespace: false},
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    // Two pages at one route: one of them would be lost (Docusaurus only warns).
    onDuplicateRoutes: 'throw',
    markdown: {hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'}},
    i18n: {defaultLocale: 'en', locales: ['en']},
    clientModules: [path.join(__dirname, '../browser/hydration.ts'), path.join(__dirname, '../browser/open-anchor-target.ts')],

    presets: [
      [
        'classic',
        {
          // The docs instance is the pages' own, below.
          docs: false,
          // Docusaurus's debug pages (`start` only) write every page's data into one module at each reload: 1.6 MB for DigitalOcean's.
          debug: false,
          blog: false,
          pages: false,
          // Colours in no provider's brand, the pages' global rules (the plugin's, packages/api-reference/src/theme/reference.css), the code's colours.
          theme: {customCss: [path.join(__dirname, 'reference-palette.css'), path.join(__dirname, '../theme/reference.css'), path.join(siteDir, '.generated/code-theme.css')]},
        } satisfies Preset.Options,
      ],
    ],

    plugins: [
      // The bundle's chunks are named after the package.json that the bundler finds from the current folder (webpackChunk<name>):
      // the user's project, or this repository's. The reference site's own name instead.
      () => ({name: 'bundle-name', configureWebpack: () => ({output: {uniqueName: 'api-reference'}})}),
      codeHighlightingPlugin,
      // The pages, generated from the spec, in a docs instance that reads them after each generation.
      // The reference is the whole site: its overview is the home page.
      async (context: LoadContext) =>
        docsWithGeneration(
          await pluginContentDocs(context, docsOptions({path: 'docs', routeBasePath: '/', sidebarPath: settings.sidebarPath, breadcrumbs: true})),
          restDocsPlugin(context, {settings: () => settings, sidebarFile: settings.sidebarPath}),
        ) as Plugin,
      // Search with no site's vocabulary: the words of the spec are the words searched.
      (context: LoadContext) => searchPlugin(context),
      // A large API: its operation and webhook pages are static (see packages/api-reference/src/site/static-pages and `npm run reference`).
      ...(settings.staticRoutes.length
        ? [
            (context: LoadContext) =>
              staticPagesPlugin(context, {
                docIds: settings.staticRoutes.map((page) => page.docId),
                routes: settings.staticRoutes.map((page) => page.route),
                sidebars: settings.staticSidebarIds,
                // With the overview static too, no page of the router is a doc: the docs theme's components are listed for their styles.
                components: [...pageComponentModules, '@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem', '@theme/CodeBlock'],
              }),
          ]
        : []),
    ],

    themeConfig: {
      colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
      docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
      navbar: {
        title: settings.title,
        hideOnScroll: true,
        items: [
          {href: `${download}.yaml`, label: 'OpenAPI spec', position: 'right', download: `${settings.reference.downloadName}.yaml`},
          {type: 'search', position: 'right'},
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Downloads',
            items: [
              {label: 'OpenAPI spec (YAML)', href: `${download}.yaml`},
              {label: 'OpenAPI spec (JSON)', href: `${download}.json`},
              {label: 'llms.txt', href: 'pathname:///llms.txt'},
            ],
          },
        ],
      },
      prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages},
    } satisfies Preset.ThemeConfig,
  } satisfies Config;
}
