// Server variables as a reader meets them: what the samples show before the
// reader sets a variable (its default, or the site's placeholder), what the
// reader may type, and what their values make of a sample's text and of the
// Markdown twin's and llms.txt's list of the servers.
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';
import {isSafeValue, isSubdomain, refusal, replaceAll, replacements, type Server} from '../../packages/api-reference/src/browser/server-variables';
import {renderOperationMarkdown} from '../../packages/api-reference/src/render/markdown';
import {buildArtifacts} from '../../packages/api-reference/src/render/artifacts';
import {renderOperationPage} from '../../packages/api-reference/src/render/page';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'api', strict: false};

const doc = {
  openapi: '3.1.0',
  info: {title: 'Shop', version: '1'},
  servers: [
    {
      url: 'https://{environment}.shop.example.com/{version}',
      variables: {
        environment: {default: 'api', enum: ['api', 'sandbox'], description: '`api` for live orders, `sandbox` for tests.'},
        version: {default: 'v2', description: 'The major version.'},
      },
    },
  ],
  paths: {'/orders': {get: {operationId: 'listOrders', responses: {'200': {description: 'The orders.'}}}}},
};

const modelOf = (siteSettings: ReferenceSettings) =>
  buildApiModel({shown: 'shop.yaml', source: '', files: [], original: doc as never, doc: doc as JsonSchema as never, warnings: [], examples: []}, siteSettings);
const operationOf = (siteSettings: ReferenceSettings) => modelOf(siteSettings).operations[0];

const codeOf = (siteSettings: ReferenceSettings, language: string) => operationOf(siteSettings).samples.find((sample) => sample.language === language)!.code;
const servers: Server[] = [
  {
    url: 'https://{environment}.shop.example.com/{version}',
    variables: [
      {name: 'environment', defaultValue: 'api', enum: ['api', 'sandbox']},
      {name: 'version', defaultValue: 'v2'},
    ],
  },
];

describe('the samples of a server with an enum variable and a free one', () => {
  it('show each variable\'s default until the reader sets it', () => {
    expect(codeOf(settings, 'curl')).toContain('"https://api.shop.example.com/v2/orders"');
    expect(codeOf(settings, 'python')).toContain('BASE_URL = "https://api.shop.example.com/v2"');
    for (const sample of operationOf(settings).samples) expect(sample.code).not.toMatch(/\{environment\}|\{version\}/);
  });

  it('keep a variable the site names a placeholder as {name}, and the page leaves it out of its list for its form', () => {
    const withPlaceholder = {...settings, serverVariables: {environment: {placeholder: true, hint: 'Ask us.'}}};
    expect(codeOf(withPlaceholder, 'curl')).toContain('"https://{environment}.shop.example.com/v2/orders"');
    const page = renderOperationPage(operationOf(withPlaceholder), {routeBase: '/', download: 'openapi/api', settings: withPlaceholder});
    expect(page).toContain('`{version}`: The major version. Default `v2`.');
    expect(page).not.toContain('`{environment}`:');
  });

  it('show the reader\'s values once set, in place of the URL the sample shows', () => {
    const curl = codeOf(settings, 'curl');
    const shown = replaceAll(curl, replacements(servers, {}, {environment: 'sandbox', version: 'v3'}));
    expect(shown).toContain('"https://sandbox.shop.example.com/v3/orders"');
    expect(replaceAll(curl, replacements(servers, {}, {environment: 'sandbox'}))).toContain('"https://sandbox.shop.example.com/v2/orders"');
    // A value the enum does not have, or one that is not a safe part of a URL, changes nothing.
    expect(replaceAll(curl, replacements(servers, {}, {environment: 'evil.example', version: 'v3/../x'}))).toBe(curl);
    // A placeholder the site keeps is replaced wherever it is, a guide's code too.
    const placeholder = replacements(servers, {environment: {placeholder: true}}, {environment: 'sandbox'});
    expect(replaceAll('curl "https://{environment}.shop.example.com/v2/orders"', placeholder)).toBe('curl "https://sandbox.shop.example.com/v2/orders"');
  });

  it('are listed with their defaults and values in the Markdown twin and in llms.txt', () => {
    const llms = buildArtifacts({siteDir: '.', model: modelOf(settings), siteUrl: 'https://docs.example.com', baseUrl: '/', staticDir: 'static'})['static/llms.txt'];
    expect(llms).toContain(
      '### Servers\n\n- `https://{environment}.shop.example.com/{version}`\n\nURL variables:\n\n- `{environment}`: `api` for live orders, `sandbox` for tests. Default `api`; one of `api`, `sandbox`.\n- `{version}`: The major version. Default `v2`.\n',
    );
    const twin = renderOperationMarkdown(operationOf(settings), 'https://docs.example.com/list-orders');
    expect(twin).toContain('- `https://{environment}.shop.example.com/{version}/orders`');
    expect(twin).toContain('- `{environment}`: `api` for live orders, `sandbox` for tests. Default `api`; one of `api`, `sandbox`.');
    expect(twin).toContain('- `{version}`: The major version. Default `v2`.');
  });
});

describe('what a reader may type for a variable', () => {
  it('is a safe part of a URL: no path, query, fragment, user, scheme or space', () => {
    for (const value of ['v3', 'eu-west_2.beta', '2024~1']) expect(isSafeValue(value, false)).toBe(true);
    for (const value of ['v3/admin', 'a?b', 'a#b', 'me@evil.example', 'https:', 'javascript:alert(1)', 'two words', '', 'x'.repeat(101)]) expect(isSafeValue(value, false)).toBe(false);
  });

  it('is dot-separated DNS labels where the variable is a subdomain', () => {
    const regional: Server[] = [{url: 'https://{region}.api.example.com/v1', variables: [{name: 'region', defaultValue: 'us.east1'}]}];
    expect(isSubdomain('region', regional)).toBe(true);
    expect(isSubdomain('version', servers)).toBe(false);
    expect(isSafeValue('eu.west2', true)).toBe(true);
    for (const value of ['eu..west2', '-eu', 'EU.west2', 'eu_west', 'evil.example/x']) expect(isSafeValue(value, true)).toBe(false);
    expect(refusal('https://evil.example', regional[0].variables[0], true, undefined)).toBe(
      '"https://evil.example" is not a region subdomain. Use the region part of the API\'s host name, e.g. us.east1.',
    );
    expect(refusal('v3/admin', servers[0].variables[1], false, 'Ask us.')).toBe('"v3/admin" is not a version for the URL. Ask us.');
  });
});
