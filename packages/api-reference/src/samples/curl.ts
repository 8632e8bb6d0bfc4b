// The curl sample: a shell command, secrets from the environment, a JSON body one field a line.
import type {OperationModel} from '../model/operation';
import {authNotes} from './auth';
import {secretText, type Plan} from './plan';

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export function curl(op: OperationModel, p: Plan): string {
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
