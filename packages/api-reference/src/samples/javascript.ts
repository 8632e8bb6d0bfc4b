// The JavaScript sample: fetch, secrets from process.env, paging where the list has a cursor.
import type {OperationModel} from '../model/operation';
import {authNotes} from './auth';
import {baseUrlVariable, search, secretText, type Plan} from './plan';

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

export function javascript(op: OperationModel, given: Plan): string {
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
