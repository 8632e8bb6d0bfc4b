// Code samples for every operation, generated from the spec at build time:
// the request body from the operation's example (or one built from its
// schema), encoded as its media type says (JSON, form, multipart with files,
// binary, XML, text); the authentication its security needs, with every
// secret read from an environment variable named after the scheme; paging
// code only where the spec has the cursor pattern (limit + cursor + data).
// tests/integration/samples-mock.test.ts runs the curl, JavaScript and Python
// samples against a validating Prism mock of each spec and parses the Power Query M.
import {normalise, type JsonSchema} from '../model/schema';
import {sampleOf, serverUrl, type MediaModel, type OperationModel, type ParamModel, type SecuritySchemeModel} from '../model/operation';
import {authNotes, authOf, credentialsOf, type Credential, type SecretParts} from './auth';

/** The languages this generator writes samples in. */
export type SampleLanguage = 'curl' | 'javascript' | 'python' | 'powerquery';

export interface Sample {
  /** Tab value; shared by every page through the tabs' groupId. A spec's sample in another language has its own. */
  language: SampleLanguage | (string & {});
  label: string;
  /** Prism language of the code block. */
  highlight: string;
  code: string;
  /** `spec`: the spec's own (`x-codeSamples`); `generated`: made here from the spec. */
  origin: 'spec' | 'generated';
  /** The spec's label of its sample (`Node SDK`), shown above it. */
  title?: string;
}

export interface SampleLanguageInfo {
  language: string;
  label: string;
  highlight: string;
}

export const sampleLanguages: readonly (SampleLanguageInfo & {language: SampleLanguage; comment: '#' | '//'})[] = [
  {language: 'curl', label: 'curl', highlight: 'bash', comment: '#'},
  {language: 'javascript', label: 'JavaScript', highlight: 'javascript', comment: '//'},
  {language: 'python', label: 'Python', highlight: 'python', comment: '#'},
  {language: 'powerquery', label: 'Power Query M', highlight: 'powerquery', comment: '//'},
];

/** Languages a spec's samples are written in, by the names specs give them (`lang`: `shell`, `Node`, `C#`). */
const knownLanguages: SampleLanguageInfo[] = [
  ...sampleLanguages,
  {language: 'typescript', label: 'TypeScript', highlight: 'typescript'},
  {language: 'go', label: 'Go', highlight: 'go'},
  {language: 'php', label: 'PHP', highlight: 'php'},
  {language: 'ruby', label: 'Ruby', highlight: 'ruby'},
  {language: 'java', label: 'Java', highlight: 'java'},
  {language: 'csharp', label: 'C#', highlight: 'csharp'},
  {language: 'kotlin', label: 'Kotlin', highlight: 'kotlin'},
  {language: 'swift', label: 'Swift', highlight: 'swift'},
  {language: 'rust', label: 'Rust', highlight: 'rust'},
];

const languageAliases: Record<string, string> = {
  shell: 'curl', bash: 'curl', sh: 'curl', js: 'javascript', node: 'javascript', nodejs: 'javascript', py: 'python', python3: 'python',
  ts: 'typescript', golang: 'go', rb: 'ruby', 'c#': 'csharp', cs: 'csharp', dotnet: 'csharp', m: 'powerquery',
};

/** The tab of a spec's sample: one of the known languages, or its own (`lang` as the spec writes it). */
export function specSampleLanguage(lang: string): SampleLanguageInfo {
  const key = lang.trim().toLowerCase().replace(/[\s._-]+/g, '');
  const known = knownLanguages.find((entry) => entry.language === (languageAliases[key] ?? key));
  if (known) return known;
  const slug = key.replace(/[^a-z0-9+#]/g, '') || 'code';
  return {language: slug, label: lang.trim() || 'Code', highlight: slug};
}

/** The title of a sample in its tab: the spec's label; a generated one's only where the spec's share its tab. */
export function sampleTitle(sample: Sample, tab: {samples: Sample[]}): string | undefined {
  if (sample.origin === 'spec') return sample.title;
  return tab.samples.some((other) => other.origin === 'spec') ? `${sample.label}, made from the OpenAPI description` : undefined;
}

/** The tabs of the code samples: one per language, in the order the samples come, each with its samples in order. */
export function sampleTabs(samples: Sample[]): {language: string; label: string; samples: Sample[]}[] {
  const tabs: {language: string; label: string; samples: Sample[]}[] = [];
  for (const sample of samples) {
    const tab = tabs.find((candidate) => candidate.language === sample.language);
    if (tab) tab.samples.push(sample);
    else tabs.push({language: sample.language, label: sample.label, samples: [sample]});
  }
  return tabs;
}

/**
 * The first line of every sample of a deprecated operation, so that code
 * copied out of the page still says so: the spec's `deprecated` (consumers
 * should refrain from using it) and, where `x-replaced-by` names one, the
 * operation to call instead. Nothing more: the spec says nothing more.
 */
export function deprecationNote(op: OperationModel): string | undefined {
  if (!op.deprecated) return undefined;
  const instead = op.replacedBy ? `: use ${op.replacedBy.title} (${op.replacedBy.method} ${op.replacedBy.path}) instead` : '';
  return `This operation is deprecated${instead}.`;
}

/** The variable that holds the API's address when the spec gives only a path (a relative server URL). */
export const baseUrlVariable = 'BASE_URL';

/** A file the samples upload: named after the part's media type. */
export const uploadFile = (contentType: string | undefined): string =>
  /png/.test(contentType ?? '') ? 'example.png' : /jpe?g/.test(contentType ?? '') ? 'example.jpg' : /pdf/.test(contentType ?? '') ? 'example.pdf' : 'example.bin';

type BodyKind = 'json' | 'form' | 'multipart' | 'binary' | 'xml' | 'text';

interface Part {
  name: string;
  /** A file part (binary), or a value. */
  file?: string;
  /** The file part's media type, as its encoding or schema says. */
  contentType?: string;
  value?: string;
}

interface Body {
  kind: BodyKind;
  mediaType: string;
  /** JSON value (json), or the text sent (xml, text). */
  value?: unknown;
  text?: string;
  /** Fields of a form or multipart body. */
  parts: Part[];
  /** The file sent as the whole body (binary). */
  file?: string;
}

interface Plan {
  /** The server URL, `${BASE_URL}`-prefixed when the spec gives a path only. */
  baseUrl: string;
  relativeServer: boolean;
  /** Path with the sample's path-parameter values filled in. */
  path: string;
  query: [string, string][];
  headers: [string, string][];
  cookies: [string, string][];
  auth: SecuritySchemeModel[];
  /** What the samples send to authenticate (./auth.ts). */
  credentials: Credential[];
  body?: Body;
  paginated: boolean;
  pageSize: string;
  pathParams: ParamModel[];
  /** How to read the success response. */
  reads: 'json' | 'text' | 'bytes' | 'none';
  /** The media type asked for, where the response may come in several. */
  accept?: string;
}

function bodyKind(mediaType: string): BodyKind {
  if (/[/+]json\b/.test(mediaType)) return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  if (mediaType.startsWith('multipart/')) return 'multipart';
  if (/[/+]xml\b/.test(mediaType)) return 'xml';
  if (mediaType.startsWith('text/')) return 'text';
  return 'binary';
}

/** JSON first, then form, multipart, XML, text and binary: the simplest a reader can send. */
const kindRank: BodyKind[] = ['json', 'form', 'multipart', 'xml', 'text', 'binary'];

const isBinary = (schema: JsonSchema | undefined, doc: JsonSchema) => {
  const s = normalise(schema, doc).schema;
  return s.format === 'binary' || s.contentMediaType !== undefined || s.contentEncoding === 'binary' || (s.type === undefined && Object.keys(s).length === 0);
};

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function toXml(name: string, value: unknown): string {
  const tag = name.replace(/[^A-Za-z0-9_.-]/g, '') || 'value';
  if (Array.isArray(value)) return value.map((item) => toXml(tag, item)).join('');
  if (value && typeof value === 'object') {
    return `<${tag}>${Object.entries(value).map(([key, inner]) => toXml(key, inner)).join('')}</${tag}>`;
  }
  return `<${tag}>${String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${tag}>`;
}

function bodyOf(op: OperationModel, doc: JsonSchema): Body | undefined {
  const contents = op.requestBody?.contents ?? [];
  const media: MediaModel | undefined = [...contents].sort((a, b) => kindRank.indexOf(bodyKind(a.mediaType)) - kindRank.indexOf(bodyKind(b.mediaType)))[0];
  if (!media) return undefined;
  const kind = bodyKind(media.mediaType);
  // The spec's first example that validates; one that does not is shown on the page, labelled, but never sent.
  const example = media.examples.find((candidate) => candidate.value !== undefined && !candidate.invalid)?.value;
  const value = example ?? sampleOf(media.schema, doc, 'request');
  if (kind === 'json') return {kind, mediaType: media.mediaType, value, parts: []};
  if (kind === 'binary') return {kind, mediaType: media.mediaType, file: uploadFile(media.mediaType), parts: []};
  if (kind === 'text') return {kind, mediaType: media.mediaType, text: text(value), parts: []};
  const schema = normalise(media.schema, doc).schema;
  if (kind === 'xml') {
    const root = String(schema.xml?.name ?? schema.title ?? normalise(media.schema, doc).name ?? 'root');
    return {kind, mediaType: media.mediaType, text: typeof value === 'string' ? value : toXml(root, value), parts: []};
  }
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const parts: Part[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const encoding = media.encoding.find((entry) => entry.name === name)?.contentType;
    if (kind === 'multipart' && isBinary(property, doc)) {
      const contentType = encoding ?? normalise(property, doc).schema.contentMediaType ?? 'application/octet-stream';
      parts.push({name, file: uploadFile(contentType), contentType});
    } else if (name in record) {
      for (const item of Array.isArray(record[name]) ? (record[name] as unknown[]) : [record[name]]) parts.push({name, value: text(item)});
    }
  }
  return {kind, mediaType: media.mediaType, parts};
}

/** `?tags=a&tags=b` (form, exploded), `?tags=a,b`, `?filter[a]=1` (deepObject): as the parameter's style says. */
function queryPairs(param: ParamModel): [string, string][] {
  const value = param.sample;
  if (Array.isArray(value)) {
    if (param.explode === false) return [[param.name, value.map(text).join(param.style === 'pipeDelimited' ? '|' : param.style === 'spaceDelimited' ? ' ' : ',')]];
    return value.map((item) => [param.name, text(item)]);
  }
  if (value && typeof value === 'object' && !param.mediaType) {
    const entries = Object.entries(value);
    if (param.style === 'deepObject') return entries.map(([key, inner]) => [`${param.name}[${key}]`, text(inner)]);
    if (param.explode === false) return [[param.name, entries.flat().map(text).join(',')]];
    return entries.map(([key, inner]) => [key, text(inner)]);
  }
  return [[param.name, text(value)]];
}

function simpleValue(param: ParamModel): string {
  const value = param.sample;
  if (Array.isArray(value)) return value.map(text).join(',');
  if (value && typeof value === 'object' && !param.mediaType) return Object.entries(value).flat().map(text).join(',');
  return text(value);
}

function plan(op: OperationModel, doc: JsonSchema): Plan {
  const pathParams = op.params.filter((param) => param.in === 'path');
  const path = pathParams.reduce((current, param) => current.replace(`{${param.name}}`, encodeURIComponent(simpleValue(param))), op.path);
  const paginated = op.listItem !== undefined;
  const limit = op.params.find((param) => param.name === 'limit' && param.in === 'query');
  const maximum = limit?.limits.maximum?.toString();
  const query = op.params
    .filter((param) => param.in === 'query' && (param.required || (paginated && param.name === 'limit')))
    .flatMap(queryPairs);
  const headers = op.params.filter((param) => param.in === 'header' && param.required).map((param): [string, string] => [param.name, simpleValue(param)]);
  const cookies = op.params.filter((param) => param.in === 'cookie' && param.required).map((param): [string, string] => [param.name, simpleValue(param)]);
  const server = op.servers[0];
  // Variables other than the reader's region (which the site fills in) take their default.
  const url = serverUrl(server).replace(/\{([^}]+)\}/g, (whole, name: string) =>
    name === 'region' ? whole : (server?.variables.find((variable) => variable.name === name)?.defaultValue ?? whole),
  );
  const relativeServer = !/^[a-z][a-z0-9+.-]*:\/\//i.test(url);
  const success = op.responses.find((response) => /^2/.test(response.status)) ?? op.responses.find((response) => response.status === 'default');
  const successType = success?.contents[0]?.mediaType;
  const reads = !successType ? 'none' : /json/.test(successType) ? 'json' : /^text\/|xml/.test(successType) ? 'text' : 'bytes';
  const accept = (success?.contents.length ?? 0) > 1 ? successType : undefined;
  return {
    accept,
    baseUrl: relativeServer ? `\${${baseUrlVariable}}${url === '/' ? '' : url}` : url,
    relativeServer,
    path,
    query,
    headers,
    cookies,
    auth: authOf(op.security),
    credentials: credentialsOf(authOf(op.security)),
    body: bodyOf(op, doc),
    paginated,
    pageSize: maximum ?? limit?.sampleValue ?? '100',
    pathParams,
    reads,
  };
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
const search = (pairs: [string, string][]) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

/** A secret in each language: `$KEY` (inside a double-quoted shell word), `${process.env.KEY}` (inside a template literal), `{os.environ['KEY']}` (inside an f-string). */
function secretText(parts: SecretParts, language: 'shell' | 'js' | 'python'): string {
  const ref = (name: string) => (language === 'shell' ? `$${name}` : language === 'js' ? `\${process.env.${name}}` : `{os.environ['${name}']}`);
  return parts.map(ref).join(':');
}

function curl(op: OperationModel, p: Plan): string {
  // The query the operation needs, then each API key sent in the query, read from its variable.
  const queryText = [
    ...p.query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
    ...p.credentials.flatMap((c) => (c.kind === 'query' ? [`${encodeURIComponent(c.name)}=${secretText(c.secret, 'shell')}`] : [])),
  ].join('&');
  const url = `${p.relativeServer ? p.baseUrl.replace(/^\$\{/, '$').replace('}', '') : p.baseUrl}${p.path}${queryText ? `?${queryText}` : ''}`;
  const options: string[] = [];
  if (op.method !== 'GET' || (p.body && op.method === 'GET')) options.push(`--request ${op.method}`);
  for (const c of p.credentials) {
    if (c.kind === 'basic') options.push(`--user "$${c.username}:$${c.password}"`);
    else if (c.kind === 'authorization') options.push(`--header "Authorization: ${c.prefix} ${secretText(c.secret, 'shell')}"`);
    else if (c.kind === 'header') options.push(`--header "${c.name}: ${secretText(c.secret, 'shell')}"`);
    else if (c.kind === 'cookie') options.push(`--cookie "${c.name}=${secretText(c.secret, 'shell')}"`);
    else if (c.kind === 'clientCertificate') options.push(`--cert "$${c.certificate}" --key "$${c.key}"`);
  }
  for (const [name, value] of p.headers) options.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (p.accept) options.push(`--header "Accept: ${p.accept}"`);
  if (p.cookies.length) options.push(`--cookie ${shellQuote(p.cookies.map(([name, value]) => `${name}=${value}`).join('; '))}`);
  const body = p.body;
  // The JSON as the request example shows it, each line indented under --data (whitespace JSON ignores).
  if (body?.kind === 'json') options.push(`--header "Content-Type: ${body.mediaType}"`, `--data ${shellQuote(JSON.stringify(body.value, null, 2).replace(/\n/g, '\n  '))}`);
  if (body?.kind === 'form') for (const part of body.parts) options.push(`--data-urlencode ${shellQuote(`${part.name}=${part.value}`)}`);
  if (body?.kind === 'multipart') {
    for (const part of body.parts) options.push(part.file ? `--form "${part.name}=@${part.file};type=${part.contentType}"` : `--form-string ${shellQuote(`${part.name}=${part.value}`)}`);
  }
  if (body?.kind === 'xml' || body?.kind === 'text') options.push(`--header "Content-Type: ${body.mediaType}"`, `--data-binary ${shellQuote(body.text ?? '')}`);
  if (body?.kind === 'binary') options.push(`--header "Content-Type: ${body.mediaType}"`, `--data-binary "@${body.file}"`);
  if (p.reads === 'bytes') options.push('--output response.bin');
  const notes = authNotes(p.auth, '#');
  return `${notes.map((note) => `${note}\n`).join('')}curl --fail-with-body "${url}"${options.map((option) => ` \\\n  ${option}`).join('')}\n`;
}

function jsHeaders(p: Plan): string[] {
  const entries: string[] = [];
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
  for (const c of p.credentials) {
    if (c.kind === 'basic') entries.push(`Authorization: 'Basic ' + Buffer.from(\`${secretText([c.username, c.password], 'js')}\`).toString('base64')`);
    else if (c.kind === 'authorization') entries.push(`Authorization: \`${c.prefix} ${secretText(c.secret, 'js')}\``);
    else if (c.kind === 'header') entries.push(`${key(c.name)}: \`${secretText(c.secret, 'js')}\``);
    else if (c.kind === 'cookie') entries.push(`Cookie: \`${c.name}=${secretText(c.secret, 'js')}\``);
  }
  for (const [name, value] of p.headers) entries.push(`${key(name)}: ${JSON.stringify(value)}`);
  if (p.accept) entries.push(`Accept: '${p.accept}'`);
  if (p.cookies.length) entries.push(`Cookie: ${JSON.stringify(p.cookies.map(([name, value]) => `${name}=${value}`).join('; '))}`);
  if (p.body && ['json', 'xml', 'text', 'binary'].includes(p.body.kind)) entries.push(`'Content-Type': '${p.body.mediaType}'`);
  return entries;
}

function javascript(op: OperationModel, given: Plan): string {
  // fetch cannot send a body with GET or HEAD: an optional one is left out, and the sample says so.
  const bodyLeftOut = given.body !== undefined && ['GET', 'HEAD'].includes(op.method) && !op.requestBody?.required;
  const p = bodyLeftOut ? {...given, body: undefined} : given;
  const entries = jsHeaders(p);
  const body = p.body;
  const usesFiles = body?.kind === 'binary' || body?.parts.some((part) => part.file);
  const lines = [
    '// Node.js 18 or later. Save as sample.mjs and run: node sample.mjs',
    ...(bodyLeftOut ? [`// fetch sends no body with ${op.method}: the optional request body is left out.`] : []),
    ...(usesFiles ? ["import {readFile} from 'node:fs/promises';", ''] : []),
    ...authNotes(p.auth, '//'),
    `const baseUrl = ${p.relativeServer ? `\`${p.baseUrl.replace(/^\$\{BASE_URL\}/, `\${process.env.${baseUrlVariable}}`)}\`` : `'${p.baseUrl}'`};`,
    entries.length === 1 ? `const headers = {${entries[0]}};` : entries.length ? `const headers = {\n${entries.map((entry) => `  ${entry},`).join('\n')}\n};` : 'const headers = {};',
  ];
  if (body?.kind === 'json') lines.push(`const body = JSON.stringify(${JSON.stringify(body.value, null, 2)});`);
  if (body?.kind === 'xml' || body?.kind === 'text') lines.push(`const body = ${JSON.stringify(body.text)};`);
  if (body?.kind === 'binary') lines.push(`const body = await readFile('${body.file}');`);
  if (body?.kind === 'form') lines.push(`const body = new URLSearchParams([${body.parts.map((part) => `[${JSON.stringify(part.name)}, ${JSON.stringify(part.value)}]`).join(', ')}]);`);
  if (body?.kind === 'multipart') {
    lines.push('const body = new FormData();');
    for (const part of body.parts) {
      lines.push(part.file
        ? `body.append(${JSON.stringify(part.name)}, new Blob([await readFile('${part.file}')], {type: '${part.contentType}'}), '${part.file}');`
        : `body.append(${JSON.stringify(part.name)}, ${JSON.stringify(part.value)});`);
    }
  }
  lines.push('');
  const init = `{method: '${op.method}', headers${body ? ', body' : ''}}`;
  const call = (urlExpression: string) => [
    `const response = await fetch(${urlExpression}, ${init});`,
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
  ];
  if (!p.paginated) {
    const queryText = search(p.query);
    const authText = p.credentials
      .flatMap((c) => (c.kind === 'query' ? [`${encodeURIComponent(c.name)}=\${encodeURIComponent(${c.secret.length === 1 ? `process.env.${c.secret[0]}` : `\`${secretText(c.secret, 'js')}\``})}`] : []))
      .join('&');
    const full = [queryText, authText].filter(Boolean).join('&');
    lines.push(...call(`\`\${baseUrl}${p.path}${full ? `?${full}` : ''}\``));
    if (p.reads === 'json') lines.push('console.log(JSON.stringify(await response.json(), null, 2));');
    else if (p.reads === 'text') lines.push('console.log(await response.text());');
    else if (p.reads === 'bytes') lines.push('const bytes = Buffer.from(await response.arrayBuffer());', 'console.log(`${bytes.length} bytes of ${response.headers.get(\'content-type\')}`);');
    else lines.push('console.log(response.status);');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    '// Follow the cursor until it is null: the page that returns null is the last one.',
    'const records = [];',
    'let cursor = null;',
    'do {',
    `  const url = new URL(\`\${baseUrl}${p.path}\`);`,
    `  url.searchParams.set('limit', '${p.pageSize}');`,
    ...p.query.filter(([key]) => key !== 'limit').map(([key, value]) => `  url.searchParams.append(${JSON.stringify(key)}, ${JSON.stringify(value)});`),
    "  if (cursor !== null) url.searchParams.set('cursor', String(cursor));",
    ...call('url').map((line) => `  ${line}`),
    '  const page = await response.json();',
    '  records.push(...page.data);',
    '  cursor = page.cursor;',
    '} while (cursor !== null);',
    'console.log(JSON.stringify(records, null, 2));',
  );
  return `${lines.join('\n')}\n`;
}

/** A Python literal of a JSON value. */
function py(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) return value.length ? `[\n${value.map((item) => `${inner}${py(item, inner)},`).join('\n')}\n${indent}]` : '[]';
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length ? `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${py(item, inner)},`).join('\n')}\n${indent}}` : '{}';
}

function python(op: OperationModel, p: Plan): string {
  const lines = ['import os', '', 'import requests', '', ...authNotes(p.auth, '#')];
  lines.push(p.relativeServer ? `BASE_URL = os.environ["${baseUrlVariable}"] + "${p.baseUrl.replace(/^\$\{BASE_URL\}/, '')}"` : `BASE_URL = "${p.baseUrl}"`);
  const args: string[] = [];
  const headers: string[] = [];
  const cookies: string[] = [];
  const params: [string, string][] = [];
  for (const c of p.credentials) {
    if (c.kind === 'basic') {
      lines.push(`AUTH = (os.environ["${c.username}"], os.environ["${c.password}"])`);
      args.push('auth=AUTH');
    } else if (c.kind === 'authorization') headers.push(`"Authorization": f"${c.prefix} ${secretText(c.secret, 'python')}"`);
    else if (c.kind === 'header') headers.push(`"${c.name}": f"${secretText(c.secret, 'python')}"`);
    else if (c.kind === 'cookie') cookies.push(`"${c.name}": f"${secretText(c.secret, 'python')}"`);
    else if (c.kind === 'query') params.push([c.name, `f"${secretText(c.secret, 'python')}"`]);
    else if (c.kind === 'clientCertificate') args.push(`cert=(os.environ["${c.certificate}"], os.environ["${c.key}"])`);
  }
  for (const [name, value] of p.headers) headers.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  if (p.accept) headers.push(`"Accept": "${p.accept}"`);
  for (const [name, value] of p.cookies) cookies.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  const body = p.body;
  if (body && ['xml', 'text', 'binary'].includes(body.kind)) headers.push(`"Content-Type": "${body.mediaType}"`);
  lines.push('');
  if (body?.kind === 'json') {
    lines.push(`BODY = ${py(body.value)}`);
    args.push('json=BODY');
  }
  if (body?.kind === 'xml' || body?.kind === 'text') {
    lines.push(`BODY = ${JSON.stringify(body.text)}`);
    args.push('data=BODY.encode()');
  }
  if (body?.kind === 'form') {
    lines.push(`BODY = [${body.parts.map((part) => `(${JSON.stringify(part.name)}, ${JSON.stringify(part.value)})`).join(', ')}]`);
    args.push('data=BODY');
  }
  if (body?.kind === 'multipart') {
    const fields = body.parts.filter((part) => !part.file);
    const files = body.parts.filter((part) => part.file);
    if (fields.length) {
      lines.push(`FIELDS = [${fields.map((part) => `(${JSON.stringify(part.name)}, ${JSON.stringify(part.value)})`).join(', ')}]`);
      args.push('data=FIELDS');
    }
    if (files.length) {
      lines.push(`FILES = {${files.map((part) => `${JSON.stringify(part.name)}: ("${part.file}", open("${part.file}", "rb"), "${part.contentType}")`).join(', ')}}`);
      args.push('files=FILES');
    }
  }
  if (body?.kind === 'binary') {
    lines.push(`with open("${body.file}", "rb") as upload:`, '    BODY = upload.read()');
    args.push('data=BODY');
  }
  if (headers.length) args.push(`headers={${headers.join(', ')}}`);
  if (cookies.length) args.push(`cookies={${cookies.join(', ')}}`);
  if (body) lines.push('');
  const request = (paramsArg: string) =>
    `requests.${op.method.toLowerCase()}(f"{BASE_URL}${p.path}"${paramsArg}${args.map((arg) => `, ${arg}`).join('')}, timeout=30)`;
  if (!p.paginated) {
    const all = [...p.query.map(([k, v]): [string, string] => [JSON.stringify(k), JSON.stringify(v)]), ...params.map(([k, v]): [string, string] => [JSON.stringify(k), v])];
    const paramsArg = all.length ? `, params=[${all.map(([k, v]) => `(${k}, ${v})`).join(', ')}]` : '';
    lines.push(`response = ${request(paramsArg)}`, 'response.raise_for_status()');
    if (p.reads === 'json') lines.push('print(response.json())');
    else if (p.reads === 'text') lines.push('print(response.text)');
    else if (p.reads === 'bytes') lines.push('print(f"{len(response.content)} bytes of {response.headers.get(\'content-type\')}")');
    else lines.push('print(response.status_code)');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    '# Follow the cursor until it is null: the page that returns null is the last one.',
    'records = []',
    `params = {"limit": ${p.pageSize}${p.query.filter(([key]) => key !== 'limit').map(([key, value]) => `, ${JSON.stringify(key)}: ${JSON.stringify(value)}`).join('')}}`,
    'while True:',
    `    response = ${request(', params=params')}`,
    '    response.raise_for_status()',
    '    page = response.json()',
    '    records.extend(page["data"])',
    '    if page["cursor"] is None:',
    '        break',
    '    params["cursor"] = page["cursor"]',
    '',
    'print(f"Fetched {len(records)} records")',
  );
  return `${lines.join('\n')}\n`;
}


/** Power Query type of a column, for Table.TransformColumnTypes. */
function mType(schema: JsonSchema, doc: JsonSchema): string | undefined {
  const {schema: s} = normalise(schema, doc);
  if (s.type === 'integer') return 'Int64.Type';
  if (s.type === 'number') return 'type number';
  if (s.type === 'boolean') return 'type logical';
  if (s.type === 'string') return s.format === 'date-time' ? 'type datetimezone' : s.format === 'date' ? 'type date' : 'type text';
  return undefined; // records and lists stay as they are: expand them in Power Query
}

function mIdentifier(name: string): string {
  return name.replace(/(^|[_-])([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
}

/** Power BI's Web connector reads JSON with a GET; its credentials (Basic, or a key header) are set in Power BI. */
function powerQueryApplies(op: OperationModel, p: Plan): boolean {
  return op.method === 'GET' && p.reads === 'json' && !p.relativeServer && !p.query.some(([key]) => key !== 'limit') && !p.headers.length && !p.cookies.length
    && p.credentials.every((credential) => credential.kind === 'basic');
}

function powerQuery(op: OperationModel, p: Plan, doc: JsonSchema): string {
  const steps: string[] = [`    BaseUrl = "${p.baseUrl}",`];
  for (const param of p.pathParams) {
    const isNumber = typeof param.sample === 'number';
    steps.push(`    ${mIdentifier(param.name)} = ${isNumber ? param.sampleValue : JSON.stringify(param.sampleValue)},`);
  }
  const relative = op.path
    .replace(/^\//, '')
    .split(/(\{[^}]+\})/)
    .filter(Boolean)
    .map((part) => {
      if (!part.startsWith('{')) return `"${part}"`;
      const param = p.pathParams.find((candidate) => candidate.name === part.slice(1, -1));
      return typeof param?.sample === 'number' ? `Number.ToText(${mIdentifier(part.slice(1, -1))})` : mIdentifier(part.slice(1, -1));
    })
    .join(' & ');
  // Named columns, not whatever the response holds: a deprecated field may
  // go away, and a query that has it as a column would break then.
  const success = op.responses.find((response) => /^2/.test(response.status));
  const record = p.paginated ? op.listItem : normalise(success?.schema, doc).schema;
  const properties = Object.entries((record?.properties ?? {}) as Record<string, JsonSchema>).filter(
    ([, schema]) => !schema.deprecated && !normalise(schema, doc).schema.deprecated,
  );
  const columns = properties.map(([name]) => `"${name}"`).join(', ');
  const types = properties
    .map(([name, schema]) => [name, mType(schema, doc)])
    .filter(([, type]) => type)
    .map(([name, type]) => `{"${name}", ${type}}`)
    .join(', ');
  if (!p.paginated) {
    steps.push(
      `    Response = Json.Document(Web.Contents(BaseUrl, [RelativePath = ${relative || '""'}])),`,
      `    Rows = Table.FromRecords({Response}, {${columns}}, MissingField.UseNull),`,
      `    Typed = Table.TransformColumnTypes(Rows, {${types}})`,
    );
    return `let\n${steps.join('\n')}\nin\n    Typed\n`;
  }
  steps.push(
    '    // One request; Query keeps the URL static so that scheduled refresh works.',
    '    GetPage = (cursor as nullable number) as record =>',
    '        Json.Document(Web.Contents(BaseUrl, [',
    `            RelativePath = ${relative},`,
    `            Query = if cursor = null then [limit = "${p.pageSize}"]`,
    `                else [limit = "${p.pageSize}", cursor = Number.ToText(cursor)]`,
    '        ])),',
    '    // Keep requesting while the previous page had a cursor; the page whose cursor is null is kept.',
    '    Pages = List.Generate(',
    '        () => GetPage(null),',
    '        (page) => page <> null,',
    '        (page) => if page[cursor] = null then null else GetPage(page[cursor]),',
    '        (page) => page[data]',
    '    ),',
    '    Records = List.Combine(Pages),',
    `    Rows = Table.FromRecords(Records, {${columns}}, MissingField.UseNull),`,
    `    Typed = Table.TransformColumnTypes(Rows, {${types}})`,
  );
  return `let\n${steps.join('\n')}\nin\n    Typed\n`;
}

/**
 * The samples of an operation; `doc` is the spec it comes from (for `$ref`s in its schemas).
 * The order of precedence: the spec's own samples (`x-codeSamples`, see
 * codeSamplesOf in generator/model/operation.ts) first, in the spec's order,
 * each in its language's tab; then the generated ones, curl, JavaScript,
 * Python, Power Query M. A tab holds every sample of its language, the
 * spec's first: the tabs come in the order their first sample does.
 */
export function buildSamples(op: OperationModel, doc: JsonSchema): Sample[] {
  if (op.kind === 'webhook') return [];
  const fromSpec = op.codeSamples.map((given): Sample => {
    const {language, label, highlight} = specSampleLanguage(given.lang);
    return {language, label, highlight, code: given.source.endsWith('\n') ? given.source : `${given.source}\n`, origin: 'spec', title: given.label ?? label};
  });
  return [...fromSpec, ...generatedSamples(op, doc)];
}

function generatedSamples(op: OperationModel, doc: JsonSchema): Sample[] {
  const p = plan(op, doc);
  const code: Record<SampleLanguage, string | undefined> = {
    curl: curl(op, p),
    javascript: javascript(op, p),
    python: python(op, p),
    powerquery: powerQueryApplies(op, p) ? powerQuery(op, p, doc) : undefined,
  };
  const note = deprecationNote(op);
  return sampleLanguages.flatMap(({language, label, highlight, comment}) => {
    const text = code[language];
    if (text === undefined) return [];
    return [{language, label, highlight, code: note ? `${comment} ${note}\n${text}` : text, origin: 'generated' as const}];
  });
}
