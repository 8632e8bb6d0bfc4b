// The Power Query M sample: where Power BI can run it (a JSON GET with Basic or no authentication), every page of a list followed to its last.
import {normalise, type JsonSchema} from '../model/schema';
import type {OperationModel} from '../model/operation';
import type {Plan} from './plan';

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
export function powerQueryApplies(op: OperationModel, p: Plan): boolean {
  return op.method === 'GET' && p.reads === 'json' && !p.relativeServer && !p.query.some(([key]) => key !== 'limit') && !p.headers.length && !p.cookies.length
    && p.credentials.every((credential) => credential.kind === 'basic');
}

export function powerQuery(op: OperationModel, p: Plan, doc: JsonSchema): string {
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
