// The reference of an OpenAPI description inside an existing Docusaurus 3
// site: `openapi-reference-site/docusaurus`, one entry of the site's plugins.
//
//   plugins: [['openapi-reference-site/docusaurus', {spec: 'openapi.yaml', route: '/api/'}]]
//
// It generates the pages from the spec when the site loads (and again when
// the spec changes while `docusaurus start` runs), and gives the site what the
// pages need: a docs instance of their own at `route` (or, with `docs`, a
// folder of a docs instance the site has), the pages' components as its theme
// (@theme/ApiEndpoint… in ./theme, which the site can swizzle), their
// stylesheet, the code samples' highlighting, the Markdown twins, llms.txt and
// the spec's downloads among the site's static files, and offline search
// (Pagefind after the build, a results page at /search; `search: false` for a
// site with a search of its own). The Komodo site is its first user
// (docusaurus.config.ts, scripts/komodo-site.ts).
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {downloadNameOf, generate, type SiteSettings} from '../outputs';
import type {ReferenceSettings} from '../model/api';
import type {SearchSettings} from '../search/settings';
import restDocsPlugin, {docsOptions, docsWithGeneration, pagesAreCurrent, pluginsOf} from './plugin';
import codeHighlightingPlugin from './code-highlighting';
import searchPlugin, {addSearchPage} from '../search/build';
import type {SearchGlobalData} from '../search/settings';

export {additionalLanguages} from './code-highlighting';
export {darkCodeTheme, lightCodeTheme} from '../browser/code-themes';

// A type, not an interface: Docusaurus's config types a plugin's options as an object with any keys.
export type PluginOptions = {
  /** The OpenAPI description (2.0, 3.0 or 3.1; YAML or JSON; one file or many), relative to the site. */
  spec: string;
  /** Where the reference is served, below the site's base URL: `/api/` unless given. */
  route?: string;
  /** The id of the reference's docs instance: `api-reference` unless given; two specs, two ids. */
  id?: string;
  /**
   * The pages in a docs instance the site already has, beside its guides, instead of one of
   * their own: the folder they are written to (relative to the site), their doc ids'
   * prefix, and the sidebars file that imports the generated sidebar (`<folder>/sidebar.ts`).
   */
  docs?: {folder: string; idPrefix: string; sidebarFile: string};
  /** The reference's own settings: the overview's id and title, the downloads' name, strict examples, how path links resolve… */
  reference?: Partial<Omit<ReferenceSettings, 'outputDir' | 'docIdPrefix' | 'routeBase'>>;
  /** Where the static files go (twins, llms.txt, downloads, samples), relative to the site; in Docusaurus's generated files unless given. */
  staticDir?: string;
  /** Markdown after every operation's authentication: where credentials come from. */
  securityNote?: SiteSettings['securityNote'];
  /** The data a site's guides read (packages/api-reference/src/render/artifacts.ts). */
  guides?: SiteSettings['guides'];
  /** Changes entries: notes on the pages, a changes page's data, a feed (packages/api-reference/src/changes/). */
  changes?: SiteSettings['changes'];
  /** The search: the site's words for the API's (SearchSettings), or false for a site that has a search of its own. */
  search?: SearchSettings | false;
};

/** Where a site serves what, as the generation needs it. */
interface SiteOf {
  siteDir: string;
  siteUrl: string;
  baseUrl: string;
  /** Docusaurus's generated files (`.docusaurus`), where the pages go unless the site gives a folder. */
  generatedFilesDir: string;
}

const defaultRoute = '/api/';
const defaultId = 'api-reference';

/** A route as the generator writes links: `/api/`, with both slashes. */
const routeOf = (route = defaultRoute) => `/${route.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');

/** The generation's settings for a site and the plugin's options (also `npm run gen` of the Komodo site, scripts/gen.ts). */
export function referenceSettings(site: SiteOf, options: PluginOptions): SiteSettings {
  const routeBase = routeOf(options.route);
  const own = path.relative(site.siteDir, path.join(site.generatedFilesDir, 'api-reference', options.id ?? defaultId));
  return {
    siteDir: site.siteDir,
    specFile: options.spec,
    siteUrl: site.siteUrl,
    baseUrl: site.baseUrl,
    reference: {
      overviewId: 'overview',
      // A reference of its own: its overview is the route's own page.
      ...(options.docs ? {} : {overviewSlug: '/'}),
      downloadName: downloadNameOf(options.spec),
      strict: false,
      ...options.reference,
      outputDir: options.docs?.folder ?? path.join(own, 'docs'),
      docIdPrefix: options.docs?.idPrefix ?? '',
      routeBase,
    },
    staticDir: options.staticDir ?? path.join(own, 'static'),
    ...(options.securityNote ? {securityNote: options.securityNote} : {}),
    ...(options.guides ? {guides: options.guides} : {}),
    ...(options.changes ? {changes: options.changes} : {}),
  };
}

/** The sidebars file of a reference's own docs instance, beside its pages: the generated sidebar as `reference`. */
function writeOwnSidebars(settings: SiteSettings): string {
  const file = path.join(settings.siteDir, path.dirname(settings.reference.outputDir), 'sidebars.ts');
  const text = `import items from './${path.basename(settings.reference.outputDir)}/sidebar';\n\nexport default {reference: items};\n`;
  mkdirSync(path.dirname(file), {recursive: true});
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  return file;
}

export default async function apiReference(context: LoadContext, options: PluginOptions): Promise<Plugin | Plugin<LoadedContent>> {
  const {siteDir, siteConfig, baseUrl, generatedFilesDir} = context;
  const settings = referenceSettings({siteDir, siteUrl: siteConfig.url, baseUrl, generatedFilesDir}, options);
  // The static files are the site's: served by `start`, copied by `build`.
  if (!siteConfig.staticDirectories.includes(settings.staticDir)) siteConfig.staticDirectories.push(settings.staticDir);
  // The server variables' options, for the pages' components in the browser (packages/api-reference/src/browser/useServerVariables).
  siteConfig.customFields = {...siteConfig.customFields, serverVariables: settings.reference.serverVariables ?? {}};

  const sidebarFile = options.docs?.sidebarFile ?? writeOwnSidebars(settings);
  const rest = restDocsPlugin(context, {settings: () => settings, sidebarFile});
  const code = codeHighlightingPlugin();
  // Pagefind after the build (the search plugin's postBuild); its page and settings are added by this plugin's contentLoaded.
  const search = options.search === false ? undefined : searchPlugin(context, options.search);
  const searchData: SearchGlobalData = {searchSettings: options.search || {}};
  const clientModules = [
    path.join(__dirname, '../browser/hydration'),
    path.join(__dirname, '../browser/open-anchor-target'),
    path.join(__dirname, '../theme/reference.css'),
    path.join(siteDir, path.dirname(settings.staticDir), 'code-theme.css'),
  ];
  const shared = {
    getThemePath: rest.getThemePath,
    getTypeScriptThemePath: rest.getTypeScriptThemePath,
    getClientModules: () => clientModules,
    configureWebpack: ((...args) => ({plugins: [rest, code].flatMap((plugin) => pluginsOf(plugin.configureWebpack?.(...args)))})) as NonNullable<Plugin['configureWebpack']>,
  };
  // The pages exist before the docs plugin reads its folder; `npm run gen` may have written them already.
  if (!pagesAreCurrent(settings)) await generate(settings);

  if (options.docs) {
    // Pages in a docs instance of the site's: regenerated on a change of the spec, which that instance then reads again.
    const inSiteDocs: Plugin = {
      ...shared,
      name: 'openapi-reference-site',
      getPathsToWatch: rest.getPathsToWatch,
      loadContent: rest.loadContent,
      async contentLoaded({actions}) {
        if (!search) return;
        addSearchPage(actions, baseUrl);
        actions.setGlobalData(searchData);
      },
      async postBuild(props) {
        await search?.postBuild?.({...props, content: undefined});
      },
    };
    return inSiteDocs;
  }

  // A docs instance of the reference's own, which this plugin is: the docs plugin's lifecycle
  // (its name, so that the theme's docs components find its data), with the generation before it,
  // watching the spec's files and not the pages' folder (./plugin.ts, docsWithGeneration).
  const docs = await pluginContentDocs(context, docsOptions({id: options.id ?? defaultId, path: settings.reference.outputDir, routeBasePath: settings.reference.routeBase, sidebarPath: sidebarFile, breadcrumbs: true}));
  const withPages = docsWithGeneration(docs, rest);
  const own: Plugin<LoadedContent> = {
    ...withPages,
    getClientModules: shared.getClientModules,
    async contentLoaded(args) {
      // One global data per plugin: the docs' (which the theme's docs components read), with the search's settings beside it.
      let docsData: object = {};
      await withPages.contentLoaded?.({...args, actions: {...args.actions, setGlobalData: (data: unknown) => void (docsData = data as object)}});
      args.actions.setGlobalData(search ? {...docsData, ...searchData} : docsData);
      if (search) addSearchPage(args.actions, baseUrl);
    },
    async postBuild(props) {
      await docs.postBuild?.(props);
      await search?.postBuild?.({...props, content: undefined});
    },
    configureWebpack(config, isServer, utils, content) {
      const ownConfig = withPages.configureWebpack!(config, isServer, utils, content) || {};
      return {...ownConfig, plugins: [...pluginsOf(ownConfig), ...pluginsOf(code.configureWebpack?.(config, isServer, utils, content))]};
    },
  };
  return own;
}

/**
 * Docusaurus checks a plugin's options before it runs: the spec must be named.
 * The id is the reference's docs instance's (`api-reference` unless given), by which the theme finds its data.
 */
export function validateOptions({options}: {options: PluginOptions}): PluginOptions & {id: string} {
  if (!options || typeof options.spec !== 'string' || !options.spec) {
    throw new Error("openapi-reference-site/docusaurus: give the OpenAPI description as the plugin's `spec` option, e.g. {spec: 'openapi.yaml', route: '/api/'}");
  }
  return {...options, id: options.id ?? defaultId};
}
