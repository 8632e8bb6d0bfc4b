// The Go, PHP, Ruby and Java samples: the request of the plan, written by
// Scalar's snippet library (@scalar/snippetz: Go net/http, PHP curl, Ruby
// net/http, Java java.net.http), then given what ours have and it has not.
// The library is fed a HAR request whose secrets, base URL, uploaded files and
// text bodies are placeholders, each replaced in its output by the language's
// expression: credentials from the environment variables named after the
// scheme, as in the curl, JavaScript and Python samples. Around it: a leading
// comment on how to run it, a failure on a status other than 2xx, the client
// certificate of a mutual-TLS API (which the library leaves out), for a list
// the loop that follows the cursor to the last page and prints every record,
// as the JavaScript sample does (the library writes the request, once: the loop
// repeats it with the cursor), and the fixes for what the library writes wrong
// (see each target's `fix`).
import {snippetz} from '@scalar/snippetz';
import type {OperationModel} from '../model/operation';
import type {SecuritySchemeModel} from '../model/security';
import {authNotes, type Credential} from './auth';
import {baseUrlVariable, type Plan} from './plan';
import {goPages, javaJsonReader, javaPageImports, javaPages, phpPages, rewrite, rubyPages, rubyRequire} from './snippet-pages';

export type SnippetLanguage = 'go' | 'php' | 'ruby' | 'java';

/** What a placeholder stands for: a value read from the environment, Base64 of one, a file's bytes, a text. */
type Value =
  | {kind: 'env'; names: string[]}
  | {kind: 'basic'; names: string[]}
  | {kind: 'file'; file: string}
  | {kind: 'text'; text: string};

interface Target {
  client: 'native' | 'curl' | 'nethttp';
  comment: '//' | '#';
  /** How the language joins two strings. */
  concat: string;
  /** The expression of a value. */
  expression: (value: Value) => string;
  /** Fixes and wraps the library's output. */
  fix: (code: string, context: {op: OperationModel; p: Plan; notes: string[]}) => string;
}

const envOf = (names: string[], read: (name: string) => string, concat: string, colon: string) => names.map(read).join(` ${concat} ${colon} ${concat} `);

/** A string in single quotes (PHP, Ruby): only `\` and `'` are escaped there. */
const singleQuoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

type ClientCertificate = Extract<Credential, {kind: 'clientCertificate'}>;

/** The client certificate the operation's API asks for (mutual TLS), if it does. */
const clientCertificateOf = (p: Plan) => p.credentials.find((c): c is ClientCertificate => c.kind === 'clientCertificate');

/** The environment variable `name`, read in the target's language. */
const envRead = (target: Target, name: string) => target.expression({kind: 'env', names: [name]});

/** The Go packages a sample may use, imported only where used (an unused import does not compile). */
const goPackages: [use: RegExp, line: string][] = [
  [/\btls\.[A-Z]/, '"crypto/tls"'],
  [/\bbase64\./, '"encoding/base64"'],
  [/\bjson\.[A-Z]/, '"encoding/json"'],
  [/\bbytes\./, '"bytes"'],
  [/\bfmt\./, '"fmt"'],
  [/\bio\./, '"io"'],
  [/\bmultipart\./, '"mime/multipart"'],
  [/\bhttp\./, '"net/http"'],
  [/\bneturl\./, 'neturl "net/url"'],
  [/\bos\./, '"os"'],
  [/\bstrings\./, '"strings"'],
];

const targets: Record<SnippetLanguage, Target> = {
  go: {
    client: 'native',
    comment: '//',
    concat: '+',
    expression: (value) => {
      const env = (names: string[]) => envOf(names, (name) => `os.Getenv("${name}")`, '+', '":"');
      if (value.kind === 'env') return env(value.names);
      if (value.kind === 'basic') return `base64.StdEncoding.EncodeToString([]byte(${env(value.names)}))`;
      if (value.kind === 'file') return `mustRead("${value.file}")`;
      return JSON.stringify(value.text);
    },
    fix(code, {p, notes}) {
      let body = code.slice(code.indexOf('func main() {'));
      body = body
        // The library sets a form field once per name: a repeated one keeps its last value only.
        .replace(/postData\.Set\(/g, 'postData.Add(')
        // A file sent as the whole body: its bytes, not the placeholder's text.
        .replace(/strings\.NewReader\((mustRead\("[^"]+"\))\)/, 'bytes.NewReader($1)')
        .replace('res, _ := http.DefaultClient.Do(req)', 'res, err := http.DefaultClient.Do(req)\n\tif err != nil {\n\t\tpanic(err)\n\t}')
        .replace('\tfmt.Println(res)\n', '')
        .replace('\tfmt.Println(string(body))', '\tif res.StatusCode >= 300 {\n\t\tpanic(res.Status + ": " + string(body))\n\t}\n\tfmt.Println(string(body))')
        .replace(/\n\n\}$/, '\n}');
      if (p.paginated) body = goPages(body);
      const certificate = clientCertificateOf(p);
      if (certificate) body = goCertificate(body, certificate);
      if (body.includes('mustRead(')) {
        body += '\n\nfunc mustRead(name string) []byte {\n\tdata, err := os.ReadFile(name)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\treturn data\n}';
      }
      const imports = goPackages.filter(([use]) => use.test(body)).map(([, line]) => `\t${line}`);
      return [
        '// Go 1.19 or later, standard library only. Save as main.go and run: go run main.go',
        ...notes,
        'package main',
        '',
        `import (\n${imports.join('\n')}\n)`,
        '',
        body.trimEnd(),
      ].join('\n');
    },
  },
  php: {
    client: 'curl',
    comment: '//',
    concat: '.',
    expression: (value) => {
      const env = (names: string[]) => envOf(names, (name) => `getenv('${name}')`, '.', "':'");
      if (value.kind === 'env') return env(value.names);
      if (value.kind === 'basic') return `base64_encode(${env(value.names)})`;
      if (value.kind === 'file') return `file_get_contents('${value.file}')`;
      return singleQuoted(value.text);
    },
    fix(code, {op, p, notes}) {
      let body = code;
      // The library writes multipart bodies with curl_mime_* functions, which PHP does not have: PHP's curl takes an array with CURLFile.
      const mime = /\$mime = curl_mime_init\(\$ch\);[\s\S]*?curl_setopt\(\$ch, CURLOPT_MIMEPOST, \$mime\);/;
      if (p.body?.kind === 'multipart' && mime.test(body)) body = body.replace(mime, phpMultipart(p)).replace('curl_mime_free($mime);\n', '');
      // A body makes curl send POST, unless the method is named.
      if (p.body && op.method === 'GET') body = body.replace(/^(\$ch = curl_init\(.*\);\n)/m, "$1curl_setopt($ch, CURLOPT_CUSTOMREQUEST, 'GET');\n");
      const certificate = clientCertificateOf(p);
      if (certificate) {
        const read = (name: string) => envRead(targets.php, name);
        body = rewrite(body, /^\$ch = curl_init\(.*\);\n/m, (line) => `${line}curl_setopt($ch, CURLOPT_SSLCERT, ${read(certificate.certificate)});\ncurl_setopt($ch, CURLOPT_SSLKEY, ${read(certificate.key)});\n`, 'php');
      }
      body = body.replace(
        'curl_exec($ch);',
        [
          'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);',
          '$response = curl_exec($ch);',
          '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
          'if ($response === false || $status >= 300) {',
          "  throw new RuntimeException($status . ': ' . ($response === false ? curl_error($ch) : $response));",
          '}',
          'echo $response, "\\n";',
        ].join('\n'),
      );
      if (p.paginated) body = phpPages(body);
      return ['<?php', '// PHP 8 with its curl extension. Save as sample.php and run: php sample.php', ...notes, body.trimEnd()].join('\n');
    },
  },
  ruby: {
    client: 'native',
    comment: '#',
    concat: '+',
    expression: (value) => {
      const env = (names: string[]) => envOf(names, (name) => `ENV.fetch('${name}')`, '+', "':'");
      if (value.kind === 'env') return env(value.names);
      if (value.kind === 'basic') return `[${env(value.names)}].pack('m0')`;
      if (value.kind === 'file') return `File.binread('${value.file}')`;
      return singleQuoted(value.text);
    },
    fix(code, {p, notes}) {
      let body = code
        // The library always turns TLS on: the base URL may be plain HTTP (a local server, a mock).
        .replace('http.use_ssl = true', "http.use_ssl = url.scheme == 'https'")
        // The library's heredoc interpolates: a JSON string with #{…} in it would be Ruby code.
        .replace(/<<~JSON\n/g, "<<~'JSON'\n")
        .replace('puts response.read_body', "response.value # raises unless the status is 2xx\nputs response.body");
      const certificate = clientCertificateOf(p);
      if (certificate) {
        const read = (name: string) => envRead(targets.ruby, name);
        body = rewrite(body, "http.use_ssl = url.scheme == 'https'\n", (line) =>
          `${line}http.cert = OpenSSL::X509::Certificate.new(File.read(${read(certificate.certificate)}))\nhttp.key = OpenSSL::PKey.read(File.read(${read(certificate.key)}))\n`, 'ruby');
        body = rubyRequire(body, 'openssl');
      }
      if (p.paginated) body = rubyPages(body);
      return ['# Ruby 3, standard library only. Save as sample.rb and run: ruby sample.rb', ...notes, body.trimEnd()].join('\n');
    },
  },
  java: {
    client: 'nethttp',
    comment: '//',
    concat: '+',
    expression: (value) => {
      const env = (names: string[]) => envOf(names, (name) => `System.getenv("${name}")`, '+', '":"');
      if (value.kind === 'env') return env(value.names);
      if (value.kind === 'basic') return `java.util.Base64.getEncoder().encodeToString((${env(value.names)}).getBytes())`;
      if (value.kind === 'file') return `java.nio.file.Files.readAllBytes(java.nio.file.Path.of("${value.file}"))`;
      return JSON.stringify(value.text);
    },
    fix(code, {p, notes}) {
      let body = code
        // A file sent as the whole body: its bytes, not the placeholder's text.
        .replace(/\((java\.nio\.file\.Files\.readAllBytes\([^)]*\)\))\.getBytes\([^)]*\)\)/, '($1)')
        .replace(
          'System.out.println(response.body());',
          'if (response.statusCode() >= 300) throw new RuntimeException(response.statusCode() + ": " + response.body());\nSystem.out.println(response.body());',
        );
      const imports = ['java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse'];
      const members: string[] = [];
      const certificate = clientCertificateOf(p);
      const newClient = 'HttpClient client = HttpClient.newHttpClient();';
      // The client, made once: with the certificate's TLS context where the API asks for one.
      const client = certificate ? javaCertificate(certificate) : [newClient];
      if (certificate) imports.push(...javaCertificateImports);
      if (p.paginated) {
        body = javaPages(rewrite(body, `${newClient}\n`, '', 'java'), client);
        imports.push(...javaPageImports);
        members.push(javaJsonReader);
      } else body = rewrite(body, newClient, client.join('\n'), 'java');
      return [
        '// Java 11 or later, standard library only. Save as Sample.java and run: java Sample.java',
        ...notes,
        ...imports.sort().map((name) => `import ${name};`),
        '',
        'public class Sample {',
        '  public static void main(String[] args) throws Exception {',
        body.trimEnd().split('\n').map((line) => (line ? `    ${line}` : line)).join('\n'),
        '  }',
        ...members,
        '}',
      ].join('\n');
    },
  },
};

/** Go's main with a client that presents the certificate, made before the first request. */
function goCertificate(main: string, certificate: ClientCertificate): string {
  const read = (name: string) => envRead(targets.go, name);
  const client = [
    `\tcertificate, err := tls.LoadX509KeyPair(${read(certificate.certificate)}, ${read(certificate.key)})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tclient := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{Certificates: []tls.Certificate{certificate}}}}',
    '',
  ];
  return rewrite(rewrite(main, 'http.DefaultClient.Do(req)', 'client.Do(req)', 'go'), 'func main() {\n', `func main() {\n${client.join('\n')}\n`, 'go');
}

const javaCertificateImports = [
  'java.io.ByteArrayInputStream',
  'java.nio.file.Files',
  'java.nio.file.Path',
  'java.security.KeyFactory',
  'java.security.KeyStore',
  'java.security.PrivateKey',
  'java.security.cert.Certificate',
  'java.security.cert.CertificateFactory',
  'java.security.spec.PKCS8EncodedKeySpec',
  'java.util.Base64',
  'javax.net.ssl.KeyManagerFactory',
  'javax.net.ssl.SSLContext',
];

/**
 * Java's client with the certificate: read from its PEM file, the key from
 * its PKCS #8 PEM file (Base64 between the BEGIN and END lines), both put in a
 * key store for the client's TLS context.
 */
function javaCertificate(certificate: ClientCertificate): string[] {
  const read = (name: string) => envRead(targets.java, name);
  return [
    '// The certificate and its key, in a key store for the TLS context of the client.',
    `byte[] certificatePem = Files.readAllBytes(Path.of(${read(certificate.certificate)}));`,
    'Certificate certificate = CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(certificatePem));',
    `String keyPem = Files.readString(Path.of(${read(certificate.key)}));`,
    'byte[] keyBytes = Base64.getMimeDecoder().decode(keyPem.replaceAll("-----[A-Z ]+-----", ""));',
    'PrivateKey key = KeyFactory.getInstance(certificate.getPublicKey().getAlgorithm()).generatePrivate(new PKCS8EncodedKeySpec(keyBytes));',
    'KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());',
    'store.load(null, null);',
    'store.setKeyEntry("client", key, new char[0], new Certificate[] {certificate});',
    'KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());',
    'keys.init(store, new char[0]);',
    'SSLContext tls = SSLContext.getInstance("TLS");',
    'tls.init(keys.getKeyManagers(), null, null);',
    'HttpClient client = HttpClient.newBuilder().sslContext(tls).build();',
  ];
}

/**
 * The comment on a mutual-TLS scheme, for these samples, which send the
 * certificate: where it is read from (auth.ts's says only that the API needs one).
 */
function certificateNote(scheme: SecuritySchemeModel, certificate: ClientCertificate | undefined, language: SnippetLanguage): string {
  const {comment} = targets[language];
  if (!certificate) return authNotes([scheme], comment).join('\n');
  // Java's standard library reads a PKCS #1 key (BEGIN RSA PRIVATE KEY) no more than an encrypted one.
  const pkcs8 = language === 'java' ? ', the key unencrypted PKCS #8 (BEGIN PRIVATE KEY; openssl pkcs8 -topk8 -nocrypt converts another)' : '';
  return `${comment} ${scheme.key}: this API also needs a client TLS certificate (mutual TLS): the sample reads it and its key from the PEM files named in the environment variables ${certificate.certificate} and ${certificate.key}${pkcs8}.`;
}

/** The boundary of a multipart body PHP writes itself. */
const phpBoundary = 'sample-boundary';

/** Whether a multipart body names a field twice, which PHP's array of fields cannot hold. */
const repeatsName = (p: Plan) => new Set(p.body?.parts.map((part) => part.name)).size < (p.body?.parts.length ?? 0);

/**
 * PHP's multipart body: an array of fields, files as CURLFile; where a name
 * repeats (an array's items), the body written out part by part, as a PHP
 * array keeps one value per key (the Content-Type with its boundary is then
 * among the headers: see harOf).
 */
function phpMultipart(p: Plan): string {
  const parts = p.body?.parts ?? [];
  if (!repeatsName(p)) {
    const entries = parts.map((part) =>
      part.file ? `  ${singleQuoted(part.name)} => new CURLFile('${part.file}', '${part.contentType}', '${part.file}'),` : `  ${singleQuoted(part.name)} => ${singleQuoted(part.value ?? '')},`,
    );
    return `curl_setopt($ch, CURLOPT_POSTFIELDS, [\n${entries.join('\n')}\n]);`;
  }
  const disposition = (name: string) => `"--${phpBoundary}\\r\\nContent-Disposition: form-data; name=\\"" . ${singleQuoted(name)} . "\\"`;
  const lines = parts.map((part) =>
    part.file
      ? `$body .= ${disposition(part.name)}; filename=\\"${part.file}\\"\\r\\nContent-Type: ${part.contentType}\\r\\n\\r\\n" . file_get_contents('${part.file}') . "\\r\\n";`
      : `$body .= ${disposition(part.name)}\\r\\n\\r\\n" . ${singleQuoted(part.value ?? '')} . "\\r\\n";`,
  );
  return ["$body = '';", ...lines, `$body .= "--${phpBoundary}--\\r\\n";`, 'curl_setopt($ch, CURLOPT_POSTFIELDS, $body);'].join('\n');
}

/** Whether a JSON value comes back the same from a PHP array through json_encode: no empty object, no key that PHP takes for an index. */
function phpArrayHolds(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(phpArrayHolds);
  if (!value || typeof value !== 'object') return true;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([key, inner]) => !/^(0|-?[1-9]\d*)$/.test(key) && phpArrayHolds(inner));
}

/** Placeholders: letters and digits only, so that no encoding of the library changes them. */
const placeholder = (index: number) => `KSAMPLEVALUE${index}X`;
const placeholderOrigin = 'https://ksample-origin.invalid';

interface Har {
  method: string;
  url: string;
  headers: {name: string; value: string}[];
  queryString: {name: string; value: string}[];
  postData?: {mimeType: string; text?: string; params?: {name: string; value?: string; fileName?: string; contentType?: string}[]};
}

/** The plan as a HAR request, with what the library must not write as literals held in `values`. */
function harOf(language: SnippetLanguage, op: OperationModel, p: Plan): {har: Har; values: Value[]} {
  const values: Value[] = [];
  const hold = (value: Value) => placeholder(values.push(value) - 1);
  const headers: {name: string; value: string}[] = [];
  // A list asks for its largest page, as the JavaScript and Python samples do.
  const query = p.query.map(([name, value]): [string, string] => [name, p.paginated && name === 'limit' ? p.pageSize : value]);
  const queryString = query.map(([name, value]) => ({name: encodeURIComponent(name), value: encodeURIComponent(value)}));
  const cookies: string[] = [];
  for (const c of p.credentials) {
    if (c.kind === 'basic') headers.push({name: 'Authorization', value: `Basic ${hold({kind: 'basic', names: [c.username, c.password]})}`});
    else if (c.kind === 'authorization') headers.push({name: 'Authorization', value: `${c.prefix} ${hold({kind: 'env', names: c.secret})}`});
    else if (c.kind === 'header') headers.push({name: c.name, value: hold({kind: 'env', names: c.secret})});
    else if (c.kind === 'query') queryString.push({name: encodeURIComponent(c.name), value: hold({kind: 'env', names: c.secret})});
    else if (c.kind === 'cookie') cookies.push(`${c.name}=${hold({kind: 'env', names: c.secret})}`);
  }
  for (const [name, value] of p.headers) headers.push({name, value});
  if (p.accept) headers.push({name: 'Accept', value: p.accept});
  cookies.push(...p.cookies.map(([name, value]) => `${name}=${value}`));
  if (cookies.length) headers.push({name: 'Cookie', value: cookies.join('; ')});
  const body = p.body;
  let postData: Har['postData'];
  if (body) {
    if (body.kind !== 'multipart') headers.push({name: 'Content-Type', value: body.mediaType});
    else if (language === 'php' && repeatsName(p)) headers.push({name: 'Content-Type', value: `multipart/form-data; boundary=${phpBoundary}`});
    if (body.kind === 'json') {
      // PHP's arrays cannot hold every JSON value (an empty object becomes [], a key "0" a list): such a body is sent as its JSON text.
      const asText = language === 'php' && !phpArrayHolds(body.value);
      postData = {mimeType: body.mediaType, text: asText ? hold({kind: 'text', text: JSON.stringify(body.value, null, 2)}) : JSON.stringify(body.value)};
    }
    else if (body.kind === 'form') postData = {mimeType: body.mediaType, params: body.parts.map((part) => ({name: part.name, value: part.value ?? ''}))};
    else if (body.kind === 'multipart') {
      postData = {
        mimeType: 'multipart/form-data',
        params: body.parts.map((part) => (part.file ? {name: part.name, fileName: part.file, contentType: part.contentType} : {name: part.name, value: part.value ?? ''})),
      };
    } else if (body.kind === 'binary') postData = {mimeType: body.mediaType, text: hold({kind: 'file', file: body.file ?? 'example.bin'})};
    else postData = {mimeType: body.mediaType, text: hold({kind: 'text', text: body.text ?? ''})};
  }
  return {har: {method: op.method, url: `${placeholderOrigin}${p.path}`, headers, queryString, postData}, values};
}

/**
 * Each placeholder, inside whichever string literal the library put it in,
 * becomes the literal's text before it, the expression, and its text after it:
 * `"Basic KSAMPLEVALUE0X"` → `"Basic " + base64…`; `"KSAMPLEVALUE1X"` → the expression alone.
 */
function substitute(code: string, values: Value[], target: Target): string {
  return code.replace(/(["'`]?)KSAMPLEVALUE(\d+)X(["'`]?)/g, (_whole, opens: string, index: string, closes: string, offset: number) => {
    const before = code.slice(code.lastIndexOf('\n', offset) + 1, offset + opens.length);
    const quote = /["'`](?=[^"'`]*$)/.exec(before)?.[0] ?? '"';
    const expression = target.expression(values[Number(index)]);
    return `${opens ? '' : `${quote} ${target.concat} `}${expression}${closes ? '' : ` ${target.concat} ${quote}`}`;
  });
}

/** The server in the library's output: the spec's URL as text, or, where the spec gives only a path, BASE_URL read from the environment. */
function withServer(code: string, p: Plan, hold: (value: Value) => string): string {
  const server = p.relativeServer ? `${hold({kind: 'env', names: [baseUrlVariable]})}${p.baseUrl.replace(`\${${baseUrlVariable}}`, '')}` : p.baseUrl;
  // The library writes `https://host/` as `https://host`: the path `/` is put back.
  return code.split(`${placeholderOrigin}/`).join(`${server}/`).split(placeholderOrigin).join(`${server}/`);
}

const library = snippetz();

export function snippet(language: SnippetLanguage, op: OperationModel, p: Plan): string {
  const target = targets[language];
  const {har, values} = harOf(language, op, p);
  const printed = library.print(language, target.client as never, har as never);
  if (!printed) throw new Error(`@scalar/snippetz wrote no ${language} sample for ${op.method} ${op.path}`);
  const code = substitute(withServer(printed, p, (value) => placeholder(values.push(value) - 1)), values, target);
  const certificate = clientCertificateOf(p);
  const notes = [
    ...p.auth.flatMap((scheme) => (scheme.type === 'mutualTLS' ? [certificateNote(scheme, certificate?.scheme === scheme ? certificate : undefined, language)] : authNotes([scheme], target.comment))),
    ...(p.paginated
      ? [`${target.comment} This list comes in pages of up to ${p.pageSize}: the sample follows the cursor of each page to the next, until it is null, and prints the records of every page as one JSON array.`]
      : []),
  ];
  return `${target.fix(code, {op, p, notes})}\n`;
}
