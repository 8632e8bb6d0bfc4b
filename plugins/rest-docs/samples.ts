// Code samples for every operation, generated from the spec at build time.
// tests/integration/samples-mock.test.ts runs the curl, JavaScript and Python
// samples against a Prism mock of the spec and parses the Power Query M.
import {normalise, type JsonSchema} from './schema';
import {serverUrl, type OperationModel, type ParamModel} from './operation';

export type SampleLanguage = 'curl' | 'javascript' | 'python' | 'powerquery';

export interface Sample {
  /** Tab value; shared by every page through the tabs' groupId. */
  language: SampleLanguage;
  label: string;
  /** Prism language of the code block. */
  highlight: 'bash' | 'javascript' | 'python' | 'powerquery';
  code: string;
}

export const sampleLanguages: readonly {language: SampleLanguage; label: string; highlight: Sample['highlight']}[] = [
  {language: 'curl', label: 'curl', highlight: 'bash'},
  {language: 'javascript', label: 'JavaScript', highlight: 'javascript'},
  {language: 'python', label: 'Python', highlight: 'python'},
  {language: 'powerquery', label: 'Power Query M', highlight: 'powerquery'},
];

/** Environment variables that every sample reads its credentials from. */
export const credentialVariables = {username: 'KOMODO_USERNAME', password: 'KOMODO_PASSWORD'} as const;

interface Plan {
  baseUrl: string;
  /** Path with the sample's path-parameter values filled in. */
  path: string;
  query: [string, string][];
  usesApiKeyOnly: boolean;
  paginated: boolean;
  pageSize: string;
  pathParams: ParamModel[];
}

function plan(op: OperationModel): Plan {
  const pathParams = op.params.filter((param) => param.in === 'path');
  const path = pathParams.reduce((current, param) => current.replace(`{${param.name}}`, param.sampleValue), op.path);
  const paginated = op.listItem !== undefined;
  const limit = op.params.find((param) => param.name === 'limit');
  const maximum = limit?.limits.maximum?.toString();
  const query: [string, string][] = op.params
    .filter((param) => param.in === 'query' && (param.required || param.name === 'limit'))
    .map((param) => [param.name, param.sampleValue]);
  const usesApiKeyOnly = op.security.length > 0 && op.security.every((set) => set.every((scheme) => scheme.type === 'apiKey'));
  return {
    baseUrl: serverUrl(op.servers[0]),
    path,
    query,
    usesApiKeyOnly,
    paginated,
    pageSize: maximum ?? limit?.sampleValue ?? '100',
    pathParams,
  };
}

function curl(op: OperationModel, p: Plan): string {
  const search = p.query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  const url = `${p.baseUrl}${p.path}${search ? `?${search}` : ''}`;
  const auth = p.usesApiKeyOnly
    ? `--header "x-api-key: $${credentialVariables.username}:$${credentialVariables.password}"`
    : `--user "$${credentialVariables.username}:$${credentialVariables.password}"`;
  const method = op.method === 'GET' ? '' : ` \\\n  --request ${op.method}`;
  return `curl --fail-with-body "${url}"${method} \\\n  ${auth}\n`;
}

function javascript(op: OperationModel, p: Plan): string {
  const {username, password} = credentialVariables;
  const credentials = `\`\${process.env.${username}}:\${process.env.${password}}\``;
  const header = p.usesApiKeyOnly
    ? `const headers = {'x-api-key': ${credentials}};`
    : `const headers = {Authorization: 'Basic ' + Buffer.from(${credentials}).toString('base64')};`;
  const lines = [
    '// Node.js 18 or later. Save as sample.mjs and run: node sample.mjs',
    `const baseUrl = '${p.baseUrl}';`,
    header,
    '',
  ];
  const call = (urlExpression: string) => [
    `const response = await fetch(${urlExpression}, {method: '${op.method}', headers});`,
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
  ];
  if (!p.paginated) {
    const search = p.query.length ? `?${new URLSearchParams(p.query)}` : '';
    lines.push(...call(`\`\${baseUrl}${p.path}${search}\``), 'console.log(JSON.stringify(await response.json(), null, 2));');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    '// Follow the cursor until it is null: the page that returns null is the last one.',
    'const records = [];',
    'let cursor = null;',
    'do {',
    `  const url = new URL(\`\${baseUrl}${p.path}\`);`,
    `  url.searchParams.set('limit', '${p.pageSize}');`,
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

function python(op: OperationModel, p: Plan): string {
  const {username, password} = credentialVariables;
  const lines = ['import os', '', 'import requests', '', `BASE_URL = "${p.baseUrl}"`];
  const auth = p.usesApiKeyOnly
    ? `headers={"x-api-key": f"{os.environ['${username}']}:{os.environ['${password}']}"}`
    : 'auth=AUTH';
  if (!p.usesApiKeyOnly) lines.push(`AUTH = (os.environ["${username}"], os.environ["${password}"])`);
  lines.push('');
  const request = (params: string) =>
    `requests.${op.method.toLowerCase()}(f"{BASE_URL}${p.path}"${params}, ${auth}, timeout=30)`;
  if (!p.paginated) {
    const params = p.query.length ? `, params={${p.query.map(([k, v]) => `"${k}": "${v}"`).join(', ')}}` : '';
    lines.push(`response = ${request(params)}`, 'response.raise_for_status()', 'print(response.json())');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    '# Follow the cursor until it is null: the page that returns null is the last one.',
    'records = []',
    `params = {"limit": ${p.pageSize}}`,
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
function mType(schema: JsonSchema): string | undefined {
  const {schema: s} = normalise(schema);
  if (s.type === 'integer') return 'Int64.Type';
  if (s.type === 'number') return 'type number';
  if (s.type === 'boolean') return 'type logical';
  if (s.type === 'string') return s.format === 'date-time' ? 'type datetimezone' : s.format === 'date' ? 'type date' : 'type text';
  return undefined; // records and lists stay as they are: expand them in Power Query
}

function mIdentifier(name: string): string {
  return name.replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase());
}

function powerQuery(op: OperationModel, p: Plan): string {
  const steps: string[] = [`    BaseUrl = "${p.baseUrl}",`];
  for (const param of p.pathParams) steps.push(`    ${mIdentifier(param.name)} = ${param.sampleValue},`);
  const relative = op.path
    .replace(/^\//, '')
    .split(/(\{[^}]+\})/)
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `Number.ToText(${mIdentifier(part.slice(1, -1))})` : `"${part}"`))
    .join(' & ');
  // Named columns, not whatever the response holds: a deprecated field is
  // pending removal, and a query that has it as a column would break then.
  const record = p.paginated ? op.listItem : normalise(op.responses.find((response) => response.status === '200')?.schema).schema;
  const properties = Object.entries((record?.properties ?? {}) as Record<string, JsonSchema>).filter(
    ([, schema]) => !schema.deprecated && !normalise(schema).schema.deprecated,
  );
  const columns = properties.map(([name]) => `"${name}"`).join(', ');
  const types = properties
    .map(([name, schema]) => [name, mType(schema)])
    .filter(([, type]) => type)
    .map(([name, type]) => `{"${name}", ${type}}`)
    .join(', ');
  if (!p.paginated) {
    steps.push(
      `    Response = Json.Document(Web.Contents(BaseUrl, [RelativePath = ${relative}])),`,
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

export function buildSamples(op: OperationModel): Sample[] {
  const p = plan(op);
  const code: Record<SampleLanguage, string | undefined> = {
    curl: curl(op, p),
    javascript: javascript(op, p),
    python: python(op, p),
    // Power BI's Web connector reads data; it has no use for the login call.
    powerquery: op.method === 'GET' ? powerQuery(op, p) : undefined,
  };
  return sampleLanguages.flatMap(({language, label, highlight}) => {
    const text = code[language];
    return text === undefined ? [] : [{language, label, highlight, code: text}];
  });
}
