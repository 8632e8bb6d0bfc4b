import path from 'node:path';
import {readFileSync} from 'node:fs';
import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import restDocsPlugin from './plugin';
import type {SiteSettings} from '../outputs';
import codeHighlightingPlugin from './code-highlighting';
import searchPlugin from '../search/build';
import staticPagesPlugin from './static-pages';
import {pageComponentModules} from '../render/page';
import {darkCodeTheme, lightCodeTheme} from '../../src/code-themes';

// The reference site of any spec, built by `npm run reference` (generator/reference.ts):
// the same pipeline, components, code highlighting and search as the Komodo
// site, without its guides. The script generates the pages into a work folder
// of its own (REFERENCE_DIR, the site folder of this build) and writes what
// this config needs to know about the spec into reference.json there.
const siteDir = process.env.REFERENCE_DIR;
if (!siteDir) throw new Error('REFERENCE_DIR is not set: build the reference with `npm run reference -- <spec> --out <dir>`');
const settings = JSON.parse(readFileSync(path.join(siteDir, 'reference.json'), 'utf8')) as SiteSettings & {title: string; staticPageIds: string[]; pageSidebarIds: string[]};
const repo = path.resolve(__dirname, '../..');
const download = `pathname:///openapi/${settings.reference.downloadName}`;

const config = {
  title: settings.title,
  favicon: 'img/favicon.svg',
  staticDirectories: [path.join(repo, 'static'), settings.staticDir],
  url: settings.siteUrl,
  baseUrl: settings.baseUrl,
  future: {
    v4: true,
    // Static pages are built by the server's compiler only: its MDX must not
    // wait for the browser's compile of the same file, which never comes; nor
    // may either compiler restore from the cache what a build of the other
    // kind left there (the same spec built as pages of the router then hangs).
    faster: settings.staticPageIds.length
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
  clientModules: [path.join(repo, 'generator/site/browser/hydration.ts'), path.join(repo, 'generator/site/browser/open-anchor-target.ts')],

  presets: [
    [
      'classic',
      {
        // The reference is the whole site: its overview is the home page.
        docs: {path: 'docs', routeBasePath: '/', sidebarPath: path.join(siteDir, 'sidebars.ts'), editUrl: undefined, breadcrumbs: true},
        blog: false,
        pages: false,
        theme: {customCss: [path.join(repo, 'src/css/custom.css'), path.join(siteDir, '.generated/code-theme.css')]},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    codeHighlightingPlugin,
    (context: LoadContext) => restDocsPlugin(context, {settings: () => settings, sidebarFile: 'sidebars.ts'}),
    searchPlugin,
    // A large API: its operation and webhook pages are static (see generator/site/static-pages and `npm run reference`).
    ...(settings.staticPageIds.length
      ? [
          (context: LoadContext) =>
            staticPagesPlugin(context, {
              docIds: settings.staticPageIds,
              routes: settings.staticPageIds.map((id) => `/${id}`),
              sidebars: settings.pageSidebarIds,
              components: pageComponentModules,
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
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme, additionalLanguages: ['bash', 'powerquery']},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
