// The Python sample: requests, secrets from os.environ, paging where the list has a cursor.
import type {OperationModel} from '../model/operation';
import {authNotes} from './auth';
import {baseUrlVariable, secretText, type Plan} from './plan';

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

export function python(op: OperationModel, p: Plan): string {
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
    // Every part through `files`, fields as (None, value): with `data` alone, requests would send a form, not multipart.
    const part = (item: (typeof body.parts)[number]) =>
      item.file ? `(${JSON.stringify(item.name)}, ("${item.file}", open("${item.file}", "rb"), "${item.contentType}"))` : `(${JSON.stringify(item.name)}, (None, ${JSON.stringify(item.value)}))`;
    lines.push(`PARTS = [\n${body.parts.map((item) => `    ${part(item)},`).join('\n')}\n]`);
    args.push('files=PARTS');
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
