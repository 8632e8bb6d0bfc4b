// Build-time settings read from the environment. A bad value stops the build
// here with the variable's name, instead of producing a site whose every link
// and asset points at the wrong place.
import {readBaseUrl, readSiteUrl} from '../packages/api-reference/src/site/site-url';

export {readBaseUrl, readSiteUrl};

/** The defaults of the build settings, in one place for the config, the scripts and the tests. */
export const siteDefaults = {
  siteUrl: 'https://komodo-wellbeing.github.io',
  baseUrl: '/komodo-api-docs/',
  specFile: 'openapi/rest-v1.yaml',
} as const;

/** SPEC_FILE: another spec to build the site from (tests, the scaled benchmark); relative to the site. */
export function readSpecFile(value: string | undefined, fallback: string = siteDefaults.specFile): string {
  const specFile = value === undefined || value === '' ? fallback : value;
  if (!/\.(ya?ml|json)$/.test(specFile)) {
    throw new Error(`SPEC_FILE "${specFile}" must name an OpenAPI file ending in .yaml, .yml or .json`);
  }
  return specFile;
}

/** Every build setting from the environment, with the defaults above. */
export function readSiteSettings(env: NodeJS.ProcessEnv = process.env): {siteUrl: string; baseUrl: string; specFile: string} {
  return {
    siteUrl: readSiteUrl(env.SITE_URL, siteDefaults.siteUrl),
    baseUrl: readBaseUrl(env.BASE_URL, siteDefaults.baseUrl),
    specFile: readSpecFile(env.SPEC_FILE),
  };
}
