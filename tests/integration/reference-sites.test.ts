// The reference sites of specs that are not Komodo's, as `npm run
// build:references` built them (build-reference/<name>/): each construct of
// the kitchen-sink spec is checked in the static HTML a reader gets (no
// JavaScript needed), the two real specs of @readme/oas-examples have every
// operation and webhook on a page of its own, and a real spec with deep
// schemas stays small with every field in reach.
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {parse, type DefaultTreeAdapterMap} from 'parse5';
import {deepSpecBuild, referenceBuild, referenceSpecs} from '../../scripts/reference-specs';
import {indexRecords} from '../../packages/api-reference/src/search/build/prepare-html';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (node: Element, name: string) => node.attrs.find((a) => a.name === name)?.value;

function* walk(node: Node): Generator<Node> {
  yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  const content = isElement(node) && node.tagName === 'template' ? [] : children;
  for (const child of content) yield* walk(child);
}

/** What a reader sees of a built page: its article's text, the ids it can be linked at, its links. */
function page(site: string, route: string): {text: string; ids: Set<string>; links: string[]; html: string} {
  const file = path.join(referenceBuild(site), route, 'index.html');
  if (!existsSync(file)) throw new Error(`${site} has no page ${route || '/'} (${file}); run npm run build:references`);
  const html = readFileSync(file, 'utf8');
  const document = parse(html);
  const article = [...walk(document)].find((node) => isElement(node) && node.tagName === 'article') ?? document;
  let text = '';
  for (const node of walk(article)) {
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterMap['textNode']).value;
    else if (isElement(node) && ['p', 'li', 'div', 'h1', 'h2', 'h3', 'h4', 'dt', 'dd', 'summary', 'tr', 'td', 'th', 'pre'].includes(node.tagName)) text += ' ';
  }
  const elements = [...walk(document)].filter(isElement);
  return {
    // The text as read: without the `#` of the anchor links beside fields and headings.
    text: text.replace(/[\u200b#]\s/g, ' ').replace(/\s+/g, ' '),
    ids: new Set(elements.map((node) => attr(node, 'id')).filter((id): id is string => Boolean(id))),
    links: elements.filter((node) => node.tagName === 'a').map((node) => attr(node, 'href') ?? ''),
    html,
  };
}

const sink = (route: string) => page('kitchen-sink', route);

describe('the kitchen-sink reference, as a reader sees it', () => {
  it('the overview comes from info: the Markdown description included by $ref, contact, licence, servers with their variables, every security scheme', () => {
    const {text, links, html} = sink('');
    expect(text).toContain('This description is a Markdown file of its own, included by $ref.');
    expect(text).toContain('Version 2.3.0, described in OpenAPI 3.1.0');
    expect(links).toContain('mailto:api@shop.example.com');
    expect(text).toContain('Licence: MIT');
    expect(text).toContain('https://{environment}.shop.example.com/{version}');
    // The variable's description is CommonMark: its code spans are code, not backticks.
    expect(text).toContain('{environment}: api for live orders, sandbox for tests. Default api; one of api, sandbox.');
    expect(html).toContain('<code>api</code> for live orders, <code>sandbox</code> for tests.');
    expect(text).toContain('{version}: The major version of the API. Default v2.');
    for (const scheme of ['bearerAuth', 'basicAuth', 'headerKey', 'queryKey', 'cookieKey', 'oauth', 'openId', 'clientCert']) expect(text).toContain(scheme);
    expect(text).toContain('orders:write Create and change the customer\'s orders.');
    // The download is named after the spec's file, openapi.yaml.
    expect(links).toEqual(expect.arrayContaining(['/openapi/openapi.yaml', '/openapi/openapi.json']));
  });

  it("links written for Redoc land on these pages, a path of the provider's site on its portal (externalDocs), and an anchor no page has reads as text", () => {
    const {text, links, ids} = sink('');
    expect(links).toEqual(expect.arrayContaining(['/#orders', '/create-order', '/#paging-through-orders', '/create-order#response-201', 'https://developer.shop.example.com/guides/rate-limits']));
    expect(ids).toContain('orders');
    expect(ids).toContain('paging-through-orders');
    expect(sink('create-order').ids).toContain('response-201');
    // A schema without a page of its own (the kitchen sink has too few for schema pages): where a page writes it out.
    expect(links).toEqual(expect.arrayContaining(['/update-order#request-body', '/pay-order#request-card-payment']));
    expect(sink('pay-order').ids).toContain('request-card-payment');
    expect(text).toMatch(/an item \(a model under a tag of models/);
    expect(links.filter((href) => href.includes('#/') || href.includes('#tag/Models'))).toEqual([]);
    // A tag without operations is a section of the overview, as in Redoc; a security scheme's section is the overview's.
    expect(links).toEqual(expect.arrayContaining(['/#errors', '/#auth-bearerauth']));
    expect(ids).toContain('errors');
    expect(ids).toContain('auth-bearerauth');
    expect(text).toContain('Errors Every error is a problem details object (RFC 9457) with a type URL that names it.');
    expect(text).toContain('reads as its text: the old export.');
    expect(links.filter((href) => href.includes('#operation/') || href.includes('#tag/') || href.includes('#section/') || href.includes('#schema/') || href === '/guides/rate-limits')).toEqual([]);
  });

  it("externalDocs: an operation's under its description, a tag's in its section of the overview, each a link as Redoc shows it", () => {
    const operation = sink('create-order');
    expect(operation.text).toContain('when its status changes. Find out more: How orders are fulfilled.');
    expect(operation.links).toContain('https://developer.shop.example.com/guides/fulfilment');
    const overview = sink('');
    expect(overview.text).toContain('Create, read, change and delete orders. Find out more: https://developer.shop.example.com/guides/orders.');
    expect(overview.links).toContain('https://developer.shop.example.com/guides/orders');
  });

  it('the overview lists the webhook, and the sidebar has it under Webhooks, beside the operations by tag (x-displayName)', () => {
    const {text, html} = sink('');
    expect(text).toMatch(/Webhooks .*POST orderShipped Order shipped/);
    // The pages are static: on the overview, the sidebar leads to each tag's section; an operation's sidebar lists its tag's pages and leads to each other tag's first page.
    for (const [label, anchor] of [['Orders', 'orders'], ['Files', 'files'], ['Notes', 'notes'], ['Webhooks', 'webhooks']]) {
      expect(html).toMatch(new RegExp(`<a class="?menu__link"? href="?/#${anchor}"?><span[^>]*>${label}</span>`));
      expect(sink('').ids).toContain(anchor);
    }
    const operation = sink('create-order').html;
    // One category, its own tag's; each other tag a link.
    expect([...operation.matchAll(/menu__link--sublist[^>]*><span[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual(['Orders']);
    for (const label of ['Files', 'Notes', 'Webhooks']) expect(operation).toMatch(new RegExp(`<a class="?menu__link"? href="?/[\\w-]+"?><span[^>]*>${label}</span>`));
    expect(operation).toMatch(/<a class="?menu__link"? href="?\/order-shipped"?><span[^>]*>Webhooks<\/span>/);
  });

  it('a JSON request body: its fields, a oneOf told apart by its discriminator, const values, additionalProperties, and no readOnly field', () => {
    const {text, ids} = sink('create-order');
    expect(text).toContain('Request body Required. The order to create.');
    expect(text).toContain('Exactly one of these, told apart by kind:');
    expect(text).toContain('Physical item when the value is "physical"');
    expect(text).toContain('Digital item when the value is "digital"');
    expect(text).toContain('always "physical"');
    expect(text).toMatch(/any other property .*string.*at most 200 characters/);
    // JSON Schema beyond types: a tuple, a multiple, unique items, a field no value may fill, a limit on fields.
    expect(text).toMatch(/deliveryWindow .*array \[string, string\] optional The first and the last day/);
    expect(text).toMatch(/tip .*number optional minimum 0, a multiple of 0\.5/);
    expect(text).toMatch(/couponCodes .*array of string optional at most 3 items, no item twice/);
    expect(text).toMatch(/weightGrams .*never \(leave it out\) optional A digital item has no weight/);
    expect(text).toMatch(/metadata .*Metadata optional at most 20 fields/);
    // Limits in words, a count of one in the singular.
    expect(text).toMatch(/items .*array of Physical item or Digital item.*at least 1 item Exactly/);
    expect(ids.has('request-items-physical-item-quantity')).toBe(true);
    // `reference` is read-only: in the response, not in the request.
    expect(ids.has('request-reference')).toBe(false);
    expect(ids.has('response-201-reference')).toBe(true);
    // `paymentToken` is write-only: in the request, not in the response.
    expect(ids.has('request-paymentToken')).toBe(true);
    expect(ids.has('response-201-paymentToken')).toBe(false);
  });

  it('allOf merged into one list of fields, anyOf as alternatives, nullable and exclusive limits in words', () => {
    const {text, ids} = sink('get-order');
    // Order = NewOrder + its own fields, in one list.
    for (const field of ['items', 'metadata', 'id', 'status', 'createdAt', 'apiVersion']) expect(ids.has(`response-200-${field}`), field).toBe(true);
    expect(text).toContain('One or more of these:');
    expect(text).toContain('By email');
    expect(text).toContain('By phone');
    expect(text).toMatch(/discount number nullable optional greater than 0, less than 100/);
  });

  it('every response status, ranges and default included, response headers and links to other operations', () => {
    const {text, ids, links} = sink('create-order');
    for (const anchor of ['response-201', 'response-4xx', 'response-default']) expect(ids.has(anchor), anchor).toBe(true);
    expect(text).toContain('4XX Client error');
    expect(text).toContain('Default response');
    expect(text).toMatch(/Location .*string \(uri\).*in header.*required.*The URL of the new order\./);
    expect(ids.has('response-201-header-x-rate-limit-remaining')).toBe(true);
    // A list, not a four-column table that overflowed the column beside the examples.
    expect(text).toContain('GetOrder: Get an order, with orderId = $response.body#/id. The order just created.');
    expect(sink('create-order').html).not.toMatch(/<th[^>]*>Values<\/th>/);
    expect(links).toContain('/get-order');
    expect(links).toContain('/delete-order');
    expect(sink('delete-order').text).toContain('2XX Success');
  });

  it('a callback: its URL expression, the request the API sends and the answer it expects', () => {
    const {text, ids} = sink('create-order');
    expect(text).toContain('Callbacks');
    expect(text).toContain('statusChanged: POST {$request.body#/callbackUrl}');
    expect(ids.has('callback-1-post-request-orderId')).toBe(true);
    expect(ids.has('callback-1-post-response-200')).toBe(true);
  });

  it('parameters in path, query, header and cookie, arrays and objects with their style, enums', () => {
    const {text} = sink('get-order');
    expect(text).toMatch(/orderId .*string in path required pattern \^ord_\[0-9\]\+\$/);
    expect(text).toMatch(/expand .*array of string in query optional style form One of: items, customer, payments/);
    expect(text).toMatch(/filter .*object in query optional style deepObject, exploded/);
    expect(text).toMatch(/X-Request-ID .*string \(uuid\) in header required/);
    expect(text).toMatch(/locale .*string in cookie optional default "en"/);
  });

  it('bodies as a form, multipart with a typed file part, bytes, XML with an example, and JSON beside XML', () => {
    expect(sink('add-note').text).toContain('application/x-www-form-urlencoded');
    expect(sink('add-note').text).toMatch(/visibleToCustomer .*boolean optional default false/);
    const upload = sink('upload-attachment').text;
    expect(upload).toContain('multipart/form-data');
    expect(upload).toMatch(/file .*file \(image\/png\)/);
    expect(upload).toContain('Parts sent with their own content type: file as image/png.');
    expect(sink('upload-receipt').text).toContain("Body: the file's bytes, as application/octet-stream.");
    const update = sink('update-order').text;
    expect(update).toContain('(application/xml)');
    expect(update).toContain('<Address><street>1 High Street</street>');
    expect(update).toContain('(application/json)');
  });

  it('every kind of security scheme, with scopes, OAuth flows and per-operation overrides, and no authentication', () => {
    const create = sink('create-order').text;
    expect(create).toContain('Authorization: Bearer <JWT token> (bearerAuth)');
    expect(create).toMatch(/Authorization: Bearer <access token> from OAuth 2\.0 with scope orders:write \(oauth\)/);
    expect(create).toContain('authorise at https://auth.shop.example.com/authorize');
    expect(create).toContain('token from https://auth.shop.example.com/token');
    const get = sink('get-order').text;
    expect(get).toContain('from OpenID Connect with scope openid');
    expect(get).toContain('OpenID Connect discovery: https://auth.shop.example.com/.well-known/openid-configuration');
    expect(get).toContain('no authentication');
    expect(sink('add-note').text).toContain('Authorization: Basic base64(username:password) (basicAuth)');
    expect(sink('get-category').text).toContain('X-API-Key: <key> (headerKey)');
    expect(sink('upload-attachment').text).toContain('?api_key=<key> (queryKey)');
    expect(sink('upload-receipt').text).toContain('Cookie: shop_session=<key> (cookieKey)');
    expect(sink('update-order').text).toContain('a client TLS certificate (mutual TLS) (clientCert)');
    expect(sink('get-health').text).toContain('No authentication.');
  });

  it('servers per path and per operation; an operation without operationId, summary or tags gets its id and title from method and path', () => {
    const health = sink('get-health');
    expect(health.text).toContain('GET /health');
    expect(health.text).toContain('https://status.shop.example.com/health');
    expect(sink('get-receipt').text).toContain('https://files.shop.example.com/orders/{orderId}/receipt');
  });

  it('a recursive schema is shown once and linked where it recurs', () => {
    const {text, ids, links, html} = sink('get-category');
    expect(text).toContain('Recursive: its fields are those of the Category above.');
    expect(links).toContain('#response-200');
    expect(ids.has('response-200')).toBe(true);
    expect(html.length).toBeLessThan(200_000);
  });

  it('a webhook is a page of its own: what the API sends, and what it expects back', () => {
    const {text, ids} = sink('order-shipped');
    expect(text).toContain('A webhook: the API sends this POST request (orderShipped) to your server');
    expect(text).toContain('Request body (what the API sends)');
    expect(ids.has('request-carrier')).toBe(true);
    expect(ids.has('response-410')).toBe(true);
  });

  it('samples send the body, the credentials from environment variables named after the scheme, and the file parts', () => {
    const {text} = sink('upload-attachment');
    expect(text).toContain('--form "file=@example.png;type=image/png"');
    expect(text).toContain('api_key=$QUERY_KEY');
    expect(sink('create-order').text).toContain('$BEARER_AUTH_TOKEN');
    expect(sink('add-note').text).toContain('--user "$BASIC_AUTH_USERNAME:$BASIC_AUTH_PASSWORD"');
  });

  it('curl sends a JSON body laid out as the request example is, one field a line', () => {
    const {html} = sink('create-order');
    const curl = [...html.matchAll(/<pre[^>]*>([^]*?)<\/pre>/g)].map((match) => match[1].replace(/<br\/?>/g, '\n').replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'")).find((code) => code.startsWith('curl'));
    expect(curl).toContain(`--data '{\n    "callbackUrl": "https://client.example.com/hooks/orders",\n    "items": [`);
    expect(curl).toMatch(/\n {2}\}'\n?$/);
  });

  it('every page links its Markdown twin, visibly and in the head: operations and the webhook', () => {
    for (const route of ['create-order', 'get-health', 'order-shipped']) {
      const {html, links} = sink(route);
      expect(links, route).toContain(`/${route}.md`);
      expect(html, route).toMatch(new RegExp(`<link[^>]*rel="?alternate"?[^>]*type="?text/markdown"?[^>]*href="?/${route}\\.md`));
      expect(html, route).toContain('>View as Markdown</a>');
      expect(existsSync(path.join(referenceBuild('kitchen-sink'), `${route}.md`)), route).toBe(true);
    }
  });

  it('the Markdown twin has what the page has: the URL variables, the limits, the values each link fills in', () => {
    const twin = readFileSync(path.join(referenceBuild('kitchen-sink'), 'create-order.md'), 'utf8');
    expect(twin).toContain('- `https://{environment}.shop.example.com/{version}/orders` — The shop\'s API, in the environment you choose.');
    expect(twin).toContain('- `{environment}`: `api` for live orders, `sandbox` for tests. Default `api`; one of `api`, `sandbox`.');
    expect(twin).toContain('- `quantity` — integer, minimum 1.');
    expect(twin).toContain('- `items` — array of Physical item or Digital item, at least 1 item.');
    expect(twin).toContain('- `GetOrder` → Get an order, with `orderId` = `$response.body#/id`. The order just created.');
    expect(twin).toContain('- `tip` — number, optional, minimum 0, a multiple of 0.5. A tip for the courier, in steps of 0.5.');
    // An example the spec does not give is labelled as the page labels it.
    expect(readFileSync(path.join(referenceBuild('kitchen-sink'), 'update-order.md'), 'utf8')).toContain('Example (built from the schema)');
  });
});

describe.each(referenceSpecs.filter((spec) => spec.name !== 'kitchen-sink').map((spec) => [spec.name] as const))('the %s reference', (name) => {
  const llms = readFileSync(path.join(referenceBuild(name), 'llms.txt'), 'utf8');
  const pages = [...llms.matchAll(/\]\(http:\/\/localhost:3000\/([^)]+)\.md\)/g)].map((match) => match[1]);

  it('has a page, with its Markdown twin, for every operation and webhook that llms.txt lists', () => {
    expect(pages.length).toBeGreaterThan(5);
    for (const route of pages) {
      expect(existsSync(path.join(referenceBuild(name), route, 'index.html')), route).toBe(true);
      expect(existsSync(path.join(referenceBuild(name), `${route}.md`)), route).toBe(true);
    }
  });

  it('serves the spec as given, in YAML and JSON', () => {
    expect(existsSync(path.join(referenceBuild(name), `openapi/${name}.yaml`))).toBe(true);
    const json = JSON.parse(readFileSync(path.join(referenceBuild(name), `openapi/${name}.json`), 'utf8'));
    expect(json.info.title).toBeTruthy();
  });
});

describe('the kitchen sink\'s pay-order page: the spec\'s own samples and an example its schema refuses', () => {
  const {html, text} = sink('pay-order');

  it('has the spec\'s samples (x-codeSamples) first, each in its language\'s tab, then the generated ones', () => {
    const tabs = [...html.matchAll(/role="?tab"? data-value="?([\w-]+)/g)].map((match) => match[1]);
    expect(tabs).toEqual(['javascript', 'ruby', 'curl', 'python', 'go', 'php', 'java']);
    const javascript = html.slice(html.search(/panel-javascript"? aria-labelledby/), html.search(/panel-ruby"? aria-labelledby/));
    expect(javascript.indexOf('Shop SDK for Node.js')).toBeGreaterThan(-1);
    expect(javascript.indexOf('JavaScript, made from the OpenAPI description')).toBeGreaterThan(javascript.indexOf('Shop SDK for Node.js'));
  });

  it('shows the invalid example, labelled, while the samples send a body that validates', () => {
    expect(text).toContain('Example: By card, with a month that does not exist (invalid against its schema: /card/expiryMonth must be <= 12)');
    const curl = html.slice(html.search(/panel-curl"? aria-labelledby/), html.search(/panel-python"? aria-labelledby/));
    expect(curl).toContain('pay_000000000000000000000000');
    expect(curl).not.toContain('4111111111111111');
  });
});

describe('the petstore reference (OpenAPI 3.0.0)', () => {
  it('says the spec was read as 3.1, and shows XML bodies beside JSON', () => {
    expect(page('petstore', '').text).toContain('described in OpenAPI 3.0.0 (shown here as OpenAPI 3.1)');
    expect(page('petstore', 'add-pet').text).toContain('Also as application/xml, with the same fields.');
  });
});

describe('the train-travel reference (OpenAPI 3.1)', () => {
  it('has its webhook on a page of its own, with the request body the API sends', () => {
    const webhook = page('train-travel', 'new-booking');
    expect(webhook.text).toContain('A webhook');
    expect(webhook.text).toContain('Request body (what the API sends)');
  });
});

describe('static pages (the kitchen sink is built with --static-pages)', () => {
  const site = referenceBuild('kitchen-sink');
  const scripts = (html: string) => [...html.matchAll(/<script src=("?)([^\s">]+)\1/g)].map((match) => match[2]);
  // Every operation and webhook, as a reader without JavaScript finds them: the pages the sidebar of an operation leads to, and theirs.
  const sidebarLinks = (id: string) => [...sink(id).html.matchAll(/<li class="theme-doc-sidebar-item-link[^>]*><a [^>]*href="?\/([\w-]+)"?>/g)].map((match) => match[1]);
  const operations = ['create-order'];
  for (let index = 0; index < operations.length; index++) operations.push(...sidebarLinks(operations[index]).filter((id) => !operations.includes(id)));

  it('the overview and every operation and webhook page load the static pages\' script and none of Docusaurus\'s; the search page loads Docusaurus\'s', () => {
    expect(operations.length).toBe(12);
    for (const id of ['', ...operations]) expect(scripts(sink(id).html), id || '/').toEqual([expect.stringMatching(/^\/assets\/js\/static-page\.[0-9a-f]{8}\.js$/)]);
    expect(scripts(readFileSync(path.join(site, 'search', 'index.html'), 'utf8')), 'search').toEqual([expect.stringMatching(/runtime~main/), expect.stringMatching(/\/main\./)]);
  });

  it('the browser\'s bundle has no route, chunk or sidebar entry of a static page, and the stylesheet has their components\' styles', () => {
    const js = readdirSync(path.join(site, 'assets/js')).filter((file) => !file.startsWith('static-page.'));
    const bundle = js.map((file) => readFileSync(path.join(site, 'assets/js', file), 'utf8')).join('\n');
    // The route table, the registry of chunks, the docs lists and the version data would name each page so.
    const named = ['.api.mdx', ...operations.flatMap((id) => [`path:"/${id}"`, `id:"${id}"`])].filter((text) => bundle.includes(text));
    expect(named, 'what the browser\'s scripts name of the static pages').toEqual([]);
    // The text of an operation page is in no chunk: its content is not built for the browser.
    expect(bundle.includes('Creates an order of physical and digital items'), 'the text of create-order in a script').toBe(false);
    const css = readdirSync(path.join(site, 'assets/css')).map((file) => readFileSync(path.join(site, 'assets/css', file), 'utf8')).join('\n');
    const classes = [...sink('create-order').html.matchAll(/class=("?)([^">]+)\1/g)].flatMap((match) => match[2].split(' ')).filter((name) => /^[a-zA-Z]+_[\w-]{4}$/.test(name));
    expect(classes.length).toBeGreaterThan(20);
    expect([...new Set(classes)].filter((name) => !css.includes(`.${name}`))).toEqual([]);
  });

  it('the pages keep their breadcrumbs, and previous and next run from the overview through every page', () => {
    expect(sink('create-order').text).toMatch(/^ *Orders Create an order/);
    // Next, from the overview on, passes every page once; previous goes back the same way.
    const order = [''];
    for (let next; (next = /pagination-nav__link--next"? href="?\/([^\s">]*)/.exec(sink(order[order.length - 1]).html)?.[1]) !== undefined && order.length <= operations.length; ) order.push(next);
    expect(order.slice(1).sort()).toEqual([...operations].sort());
    for (const [index, id] of order.entries()) {
      const html = id ? sink(id).html : sink('').html;
      const previous = /pagination-nav__link--prev"? href="?([^\s">]+)/.exec(html)?.[1];
      const next = /pagination-nav__link--next"? href="?([^\s">]+)/.exec(html)?.[1];
      expect(previous, `${id || '/'}: previous`).toBe(index > 0 ? `/${order[index - 1]}` : undefined);
      expect(next, `${id || '/'}: next`).toBe(index < order.length - 1 ? `/${order[index + 1]}` : undefined);
    }
  });
});

describe('a real spec with deep schemas: STAPI, the Star Trek API, from @readme/oas-examples (deepSpecBuild)', () => {
  const site = referenceBuild(deepSpecBuild.name);
  const routes = readdirSync(site, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(site, entry.name, 'index.html')) && entry.name !== 'search')
    .map((entry) => entry.name);
  // Its 193 named schemas reached make schema pages (schemaPagesFrom in packages/api-reference/src/model/api.ts: 100).
  const schemaRoutes = readdirSync(path.join(site, 'schemas'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => `schemas/${entry.name}`);
  const trek = (route: string) => page(deepSpecBuild.name, route);

  it('a page per named schema beside the 120 operation pages, and no page is over 300 KB of HTML (a movie names StaffBase 8 times)', () => {
    expect(routes.length).toBe(120);
    expect(schemaRoutes.length).toBe(193);
    const sizes = [...routes, ...schemaRoutes].map((route) => ({route, kb: Math.round(statSync(path.join(site, route, 'index.html')).size / 1024)}));
    expect(sizes.filter((size) => size.kb > 300)).toEqual([]);
  });

  it('an operation writes out what its body carries (MovieFull, inside the envelope MovieFullResponse) and links a named schema inside it to its own page, without JavaScript', () => {
    const movie = trek('get-movie');
    expect(movie.text).toMatch(/movie MovieFull optional .*title string .*mainDirector StaffBase optional .*Its fields are on the page of StaffBase/);
    // StaffBase's fields are on its page (the example, built from the schema, has them all).
    expect(movie.text).not.toMatch(/birthName string/);
    expect(movie.links).toContain('/schemas/staff-base');
    const staff = trek('schemas/staff-base');
    expect(staff.text).toMatch(/ StaffBase Base staff, returned in search results /);
    expect(staff.text).toMatch(/birthName string optional/);
    expect(staff.ids).toContain('schema-birthName');
    expect(staff.links).toContain('/get-movie');
    // Every such link, on every page, leads to a schema page that lists fields.
    const linked = new Set<string>();
    for (const route of [...routes, ...schemaRoutes]) {
      const {html} = trek(route);
      for (const [, target] of html.matchAll(/Its fields are on the page of <a[^>]* href="?\/(schemas\/[^\s">]+)"?>/g)) linked.add(target);
    }
    for (const target of linked) expect([...trek(target).ids].some((id) => id.startsWith('schema-')), target).toBe(true);
    // 21 of its schemas are linked to (the rest are written out where they are used, or are small).
    expect(linked.size).toBeGreaterThanOrEqual(20);
  });

  it('every schema page has its fields, an example built from the schema, and a Used by list whose links lead to the operations and schemas that use it', () => {
    const pages = new Set([...routes, ...schemaRoutes].map((route) => `/${route}`));
    let operationsListed = 0;
    for (const route of schemaRoutes) {
      const {html, text} = trek(route);
      expect(text, route).toMatch(/ Fields (?:Schema: \S+ \w+ (?:string|integer|number|boolean|object|array|[A-Z])|A value of type )/);
      expect(text, route).toContain('Example (built from the schema)');
      const usedBy = html.slice(html.search(/id="?used-by"?/), html.indexOf('</article>'));
      const targets = [...usedBy.matchAll(/<a[^>]* href="?(\/[^\s">#]*)"?/g)].map((match) => match[1]).filter((href) => href !== '/' + route);
      expect(targets.length, `${route}: Used by`).toBeGreaterThan(0);
      expect(targets.filter((href) => !pages.has(href)), route).toEqual([]);
      operationsListed += targets.filter((href) => !href.startsWith('/schemas/')).length;
    }
    expect(operationsListed).toBeGreaterThan(schemaRoutes.length);
    // An operation without a summary is titled by its method and path, which the list does not repeat.
    expect(trek('schemas/staff-base').text).toMatch(/Used by GET \/book GET \/bookCollection /);
  });

  it('a page\'s sidebar lists its tag\'s pages, and leads to each of the other 39 tags\' first page', () => {
    const {html} = trek('get-movie');
    const sidebar = html.slice(html.indexOf('<nav aria-label="Docs sidebar"'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Docs sidebar"')));
    const links = [...sidebar.matchAll(/<a class="?menu__link[^>]* href="?\/([\w-]*)/g)].map((match) => match[1]);
    expect(links).toEqual(expect.arrayContaining(['', 'get-movie', 'post-movie-search', 'get-animal', 'get-weapon']));
    expect(links.filter((id) => routes.includes(id)).length).toBe(39 + 3);
    expect(sidebar.length).toBeLessThan(16 * 1024);
    // The schemas: one link, to the first schema page.
    expect(sidebar).toMatch(/<a class="?menu__link"? href="?\/schemas\/[\w-]+"?><span[^>]*>Schemas<\/span>/);
  });

  it('search indexes a schema page as it indexes an operation page: one record, titled with its name, its fields\' names places on it, without its Used by list', async () => {
    const records = indexRecords(trek('schemas/staff-base').html, {url: '/schemas/staff-base', removed: false});
    expect(records.length).toBe(1);
    expect(records[0].html).toContain('<span data-pagefind-meta="title">StaffBase</span>');
    expect(records[0].html).toMatch(/id="?schema-birthName"?[^>]* data-pagefind-title="?birthName"?/);
    expect(records[0].html).not.toContain('Used by');
    // And the index holds it: the fragment of each indexed page names its URL.
    const fragments = readdirSync(path.join(site, 'pagefind/fragment')).map((file) => gunzipSync(readFileSync(path.join(site, 'pagefind/fragment', file))).toString());
    expect(fragments.find((fragment) => fragment.includes('{"url":"/schemas/staff-base"'))).toMatch(/"content":"StaffBase\. Base staff, returned in search results\. .*birthName/);
  });

  it('a schema page\'s sidebar has the heading Schemas, its group of at most 100 schema pages open, a link to the other group, and every tag by a link', () => {
    const {html} = trek('schemas/staff-base');
    const sidebar = html.slice(html.indexOf('<nav aria-label="Docs sidebar"'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Docs sidebar"')));
    expect([...sidebar.matchAll(/menu__link--sublist[^>]*>(?:<span[^>]*>)?([^<]+)</g)].map((match) => match[1])).toEqual(['Schemas', expect.stringMatching(/^\w+ … \w+$/)]);
    const schemaLinks = [...sidebar.matchAll(/href="?\/(schemas\/[\w-]+)/g)].map((match) => match[1]);
    expect(schemaLinks).toContain('schemas/staff-base');
    expect(schemaLinks.length).toBeLessThanOrEqual(100 + 1);
    expect(schemaLinks.every((route) => schemaRoutes.includes(route))).toBe(true);
    expect(sidebar.length).toBeLessThan(32 * 1024);
  });
});
