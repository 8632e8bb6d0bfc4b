// The Go, PHP, Ruby and Java samples (packages/api-reference/src/samples/snippets.ts) as a
// reader sees them: how to run them, credentials read from the environment
// variables named after the scheme (never a literal), the body the
// operation takes, and what the snippet library wrote wrong fixed. Whether
// they run is for tests/integration/samples-*.test.ts.
import {describe, expect, it} from 'vitest';
import {Prism} from 'prism-react-renderer';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {buildApiModel} from '../../packages/api-reference/src/api-model';
import type {JsonSchema} from '../../packages/api-reference/src/model/schema';
import {additionalLanguages} from '../../packages/api-reference/src/site/code-highlighting';

const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'api', strict: false};

/** The generated samples of a one-operation spec, by language. */
function samplesOf(operation: JsonSchema, extra: {servers?: JsonSchema[]; schemes?: JsonSchema; security?: JsonSchema[]} = {}): Record<string, string> {
  const doc: JsonSchema = {
    openapi: '3.1.0',
    info: {title: 'Shop', version: '1'},
    servers: extra.servers ?? [{url: 'https://api.shop.example.com/v1'}],
    security: extra.security ?? [{Basic: []}],
    components: {
      securitySchemes: extra.schemes ?? {Basic: {type: 'http', scheme: 'basic', 'x-credential-variables': {username: 'SHOP_USER', password: 'SHOP_PASSWORD'}}},
    },
    paths: {'/things': {post: {operationId: 'addThing', summary: 'Add a thing', responses: {'200': {description: 'OK', content: {'application/json': {schema: {type: 'object'}}}}}, ...operation}}},
  };
  const model = buildApiModel({shown: 'test.yaml', source: '', files: [], original: doc as never, doc: doc as never, warnings: [], examples: []}, settings);
  return Object.fromEntries(model.operations[0].samples.map((sample) => [sample.language, sample.code]));
}

const json = {requestBody: {content: {'application/json': {schema: {type: 'object', properties: {name: {type: 'string'}}}, example: {name: 'Lamp'}}}}};

describe('the Go, PHP, Ruby and Java samples', () => {
  const samples = samplesOf(json);

  it('open with how to run them, each after the JavaScript and Python ones', () => {
    expect(Object.keys(samples)).toEqual(['curl', 'javascript', 'python', 'go', 'php', 'ruby', 'java']);
    expect(samples.go.split('\n')[0]).toBe('// Go 1.19 or later, standard library only. Save as main.go and run: go run main.go');
    expect(samples.php.split('\n').slice(0, 2)).toEqual(['<?php', '// PHP 8 with its curl extension. Save as sample.php and run: php sample.php']);
    expect(samples.ruby.split('\n')[0]).toBe('# Ruby 3, standard library only. Save as sample.rb and run: ruby sample.rb');
    expect(samples.java.split('\n')[0]).toBe('// Java 11 or later, standard library only. Save as Sample.java and run: java Sample.java');
    expect(samples.java).toContain('public class Sample {\n  public static void main(String[] args) throws Exception {');
    expect(samples.go).toMatch(/^package main\n\nimport \(\n\t"encoding\/base64"\n/m);
  });

  it('read Basic credentials from the scheme\'s environment variables, as the curl sample does', () => {
    expect(samples.curl).toContain('--user "$SHOP_USER:$SHOP_PASSWORD"');
    expect(samples.go).toContain('req.Header.Add("Authorization", "Basic " + base64.StdEncoding.EncodeToString([]byte(os.Getenv("SHOP_USER") + ":" + os.Getenv("SHOP_PASSWORD"))))');
    expect(samples.php).toContain("'Authorization: Basic ' . base64_encode(getenv('SHOP_USER') . ':' . getenv('SHOP_PASSWORD'))");
    expect(samples.ruby).toContain("request[\"Authorization\"] = 'Basic ' + [ENV.fetch('SHOP_USER') + ':' + ENV.fetch('SHOP_PASSWORD')].pack('m0')");
    expect(samples.java).toContain('.header("Authorization", "Basic " + java.util.Base64.getEncoder().encodeToString((System.getenv("SHOP_USER") + ":" + System.getenv("SHOP_PASSWORD")).getBytes()))');
    for (const language of ['go', 'php', 'ruby', 'java']) expect(samples[language], language).not.toMatch(/KSAMPLE|ksample/);
  });

  it('send the example body and fail on a status other than 2xx', () => {
    expect(samples.go).toContain('payload := strings.NewReader(`{\n  "name": "Lamp"\n}`)');
    expect(samples.go).toContain('\tif res.StatusCode >= 300 {\n\t\tpanic(res.Status + ": " + string(body))\n\t}\n\tfmt.Println(string(body))');
    expect(samples.php).toContain("curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode([\n  'name' => 'Lamp'\n]));");
    expect(samples.php).toContain('throw new RuntimeException(');
    expect(samples.ruby).toContain("response.value # raises unless the status is 2xx\nputs response.body");
    expect(samples.ruby).toContain("http.use_ssl = url.scheme == 'https'");
    expect(samples.java).toContain('if (response.statusCode() >= 300) throw new RuntimeException(');
  });

  it('read an API key, a bearer token and a relative server\'s address from the environment', () => {
    const keyed = samplesOf(json, {
      servers: [{url: '/api'}],
      schemes: {Key: {type: 'apiKey', in: 'query', name: 'api_key'}, Token: {type: 'http', scheme: 'bearer'}},
      security: [{Key: [], Token: []}],
    });
    const key = /api_key=\$(\w+)/.exec(keyed.curl)![1];
    const token = /Bearer \$(\w+)/.exec(keyed.curl)![1];
    expect(keyed.go).toContain(`requestUrl := os.Getenv("BASE_URL") + "/api/things?api_key=" + os.Getenv("${key}")`);
    expect(keyed.go).toContain(`req.Header.Add("Authorization", "Bearer " + os.Getenv("${token}"))`);
    expect(keyed.php).toContain(`curl_init(getenv('BASE_URL') . "/api/things?api_key=" . getenv('${key}'));`);
    expect(keyed.ruby).toContain(`url = URI(ENV.fetch('BASE_URL') + "/api/things?api_key=" + ENV.fetch('${key}'))`);
    expect(keyed.java).toContain(`.uri(java.net.URI.create(System.getenv("BASE_URL") + "/api/things?api_key=" + System.getenv("${key}")))`);
  });

  it('send a JSON body as it is where a PHP array would change it, and never let Ruby interpolate it', () => {
    const odd = samplesOf({requestBody: {content: {'application/json': {schema: {type: 'object'}, example: {metadata: {}, note: '#{not code}'}}}}});
    expect(odd.php).toContain(`curl_setopt($ch, CURLOPT_POSTFIELDS, '{\n  "metadata": {},\n  "note": "#{not code}"\n}');`);
    expect(odd.ruby).toContain("request.body = <<~'JSON'\n{\n  \"metadata\": {},");
  });

  it('upload files from disk in a multipart body; PHP\'s with CURLFile, as PHP has no curl_mime_* functions', () => {
    const upload = samplesOf({
      requestBody: {content: {'multipart/form-data': {schema: {type: 'object', properties: {file: {type: 'string', format: 'binary'}, caption: {type: 'string'}}}, example: {caption: 'Front'}}}},
    });
    expect(upload.go).toContain('part, _ := writer.CreateFormFile("file", "example.bin")');
    expect(upload.php).toContain("curl_setopt($ch, CURLOPT_POSTFIELDS, [\n  'file' => new CURLFile('example.bin', 'application/octet-stream', 'example.bin'),\n  'caption' => 'Front',\n]);");
    expect(upload.php).not.toContain('curl_mime');
    expect(upload.ruby).toContain("form_data << ['file', File.open('example.bin'), { filename: 'example.bin', content_type: 'application/octet-stream' }]");
    expect(upload.java).toContain('body.write(java.nio.file.Files.readAllBytes(java.nio.file.Path.of("example.bin")));');
  });

  it('send every item of a multipart array; PHP, whose array of fields keeps one per name, writes that body out', () => {
    const upload = samplesOf({
      requestBody: {content: {'multipart/form-data': {schema: {type: 'object', properties: {file: {type: 'string', format: 'binary'}, tags: {type: 'array', items: {type: 'string'}}}}, example: {tags: ['a', 'b']}}}},
    });
    expect(upload.php).toContain("'Content-Type: multipart/form-data; boundary=sample-boundary'");
    expect(upload.php).toContain(`$body .= "--sample-boundary\\r\\nContent-Disposition: form-data; name=\\"" . 'tags' . "\\"\\r\\n\\r\\n" . 'a' . "\\r\\n";`);
    expect(upload.php).toContain(`. file_get_contents('example.bin') . "\\r\\n";`);
    expect(upload.php).toContain('curl_setopt($ch, CURLOPT_POSTFIELDS, $body);');
    expect(upload.go).toContain('_ = writer.WriteField("tags", "a")\n\n\t_ = writer.WriteField("tags", "b")');
    expect(upload.ruby).toContain("form_data << ['tags', 'a']\nform_data << ['tags', 'b']");
  });

  it('send a file as the whole body from disk, not its name', () => {
    const binary = samplesOf({requestBody: {content: {'application/octet-stream': {schema: {type: 'string', format: 'binary'}}}}});
    expect(binary.go).toContain('payload := bytes.NewReader(mustRead("example.bin"))');
    expect(binary.go).toContain('func mustRead(name string) []byte {');
    expect(binary.php).toContain("curl_setopt($ch, CURLOPT_POSTFIELDS, file_get_contents('example.bin'));");
    expect(binary.ruby).toContain("request.body = File.binread('example.bin')");
    expect(binary.java).toContain('body.write(java.nio.file.Files.readAllBytes(java.nio.file.Path.of("example.bin")));');
  });

  it('send every value of a repeated form field (the library\'s Go set only the last)', () => {
    const form = samplesOf({
      requestBody: {content: {'application/x-www-form-urlencoded': {schema: {type: 'object', properties: {tag: {type: 'array', items: {type: 'string'}}}}, example: {tag: ['a', 'b']}}}},
    });
    expect(form.go).toContain('postData.Add("tag", "a")\n\tpostData.Add("tag", "b")');
    expect(form.go).not.toContain('postData.Set(');
  });

  describe('of a list with a cursor', () => {
    const listOperation = {
      parameters: [
        {name: 'limit', in: 'query', schema: {type: 'integer', maximum: 500}},
        {name: 'cursor', in: 'query', schema: {type: ['integer', 'null']}},
      ],
      responses: {
        '200': {
          description: 'OK',
          content: {'application/json': {schema: {type: 'object', required: ['data', 'cursor'], properties: {data: {type: 'array', items: {type: 'object'}}, cursor: {type: ['integer', 'null']}}}}},
        },
      },
    };
    const list = samplesOf(listOperation);

    it('follow the cursor to the last page, as the JavaScript sample does, and say so in a comment', () => {
      expect(list.javascript).toContain('} while (cursor !== null);');
      const note = 'This list comes in pages of up to 500: the sample follows the cursor of each page to the next, until it is null, and prints the records of every page as one JSON array.';
      for (const [language, comment] of [['go', '//'], ['php', '//'], ['ruby', '#'], ['java', '//']]) {
        expect(list[language], language).toContain(`${comment} ${note}`);
        expect(list[language], language).not.toContain('send the cursor of each page');
      }
      expect(list.go).toContain('\tfor {\n\t\trequestUrl := "https://api.shop.example.com/v1/things?limit=500"\n\t\tif cursor != nil {\n\t\t\trequestUrl += "&cursor=" + neturl.QueryEscape(fmt.Sprint(cursor))');
      expect(list.go).toContain('\t\trecords = append(records, page.Data...)\n\t\tif page.Cursor == nil {\n\t\t\tbreak\n\t\t}\n\t\tcursor = page.Cursor\n\t}\n\tprinted, _ := json.MarshalIndent(records, "", "  ")');
      // Closed once read: a defer in the loop would hold every page's connection until main returns.
      expect(list.go).not.toContain('defer res.Body.Close()');
      expect(list.go).toMatch(/^\t"encoding\/json"$/m);
      expect(list.php).toContain(`$ch = curl_init("https://api.shop.example.com/v1/things?limit=500" . ($cursor === null ? '' : '&cursor=' . rawurlencode((string) $cursor)));`);
      expect(list.php).toContain('  array_push($records, ...$page->data);\n  $cursor = $page->cursor;');
      expect(list.php).toContain('} while ($cursor !== null);\necho json_encode($records, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\\n";');
      expect(list.ruby).toContain("require 'net/http'\nrequire 'json'\n");
      expect(list.ruby).toContain("loop do\n  url = URI(\"https://api.shop.example.com/v1/things?limit=500\")\n  url.query += '&cursor=' + URI.encode_www_form_component(cursor.to_s) unless cursor.nil?");
      expect(list.ruby).toContain("  records.concat(page['data'])\n  cursor = page['cursor']\n  break if cursor.nil?\nend\nputs JSON.pretty_generate(records)");
      expect(list.java).toContain('.uri(java.net.URI.create("https://api.shop.example.com/v1/things?limit=500" + (cursor == null ? "" : "&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8))))');
      expect(list.java).toContain('    } while (cursor != null);\n    System.out.println("[" + String.join(",\\n", records) + "]");');
      expect(list.java).toContain('  static List<String> jsonParts(String json) {');
      // The client is made once, before the loop.
      expect(list.java.indexOf('HttpClient client = HttpClient.newHttpClient();')).toBeLessThan(list.java.indexOf('do {'));
      expect(list.java).toMatch(/^import java\.util\.List;$/m);
    });

    it('leave a body\'s multi-line string as it was when they indent the request into the loop', () => {
      const text = "line 'one'\n  line \"two\"\n";
      const withBody = samplesOf({...listOperation, requestBody: {content: {'text/plain': {schema: {type: 'string'}, example: text}, 'application/json': {schema: {type: 'object'}, example: {a: 1}}}}});
      expect(withBody.go).toContain('\t\tpayload := strings.NewReader(`{\n  "a": 1\n}`)');
      expect(withBody.ruby).toContain("  request.body = <<~'JSON'\n  {\n    \"a\": 1\n  }\n  JSON");
      const plain = samplesOf({...listOperation, requestBody: {content: {'text/plain': {schema: {type: 'string'}, example: text}}}});
      expect(plain.php).toContain("  curl_setopt($ch, CURLOPT_POSTFIELDS, 'line \\'one\\'\n  line \"two\"\n');");
      expect(plain.ruby).toContain("  request.body = 'line \\'one\\'\n  line \"two\"\n'");
    });
  });

  it('send the client certificate of a mutual-TLS API, read from the files its environment variables name', () => {
    const mtls = samplesOf({}, {schemes: {Partner: {type: 'mutualTLS'}}, security: [{Partner: []}]});
    const [certificate, key] = /--cert "\$(\w+)" --key "\$(\w+)"/.exec(mtls.curl)!.slice(1);
    expect(mtls.go).toContain(`certificate, err := tls.LoadX509KeyPair(os.Getenv("${certificate}"), os.Getenv("${key}"))`);
    expect(mtls.go).toContain('client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{Certificates: []tls.Certificate{certificate}}}}');
    expect(mtls.go).toContain('res, err := client.Do(req)');
    expect(mtls.php).toContain(`curl_setopt($ch, CURLOPT_SSLCERT, getenv('${certificate}'));\ncurl_setopt($ch, CURLOPT_SSLKEY, getenv('${key}'));`);
    expect(mtls.ruby).toContain(`http.cert = OpenSSL::X509::Certificate.new(File.read(ENV.fetch('${certificate}')))\nhttp.key = OpenSSL::PKey.read(File.read(ENV.fetch('${key}')))`);
    expect(mtls.ruby).toContain("require 'openssl'\n");
    expect(mtls.java).toContain(`Files.readAllBytes(Path.of(System.getenv("${certificate}")))`);
    expect(mtls.java).toContain(`Files.readString(Path.of(System.getenv("${key}")))`);
    expect(mtls.java).toContain('HttpClient client = HttpClient.newBuilder().sslContext(tls).build();');
    expect(mtls.java).not.toContain('HttpClient.newHttpClient()');
    const note = `Partner: this API also needs a client TLS certificate (mutual TLS): the sample reads it and its key from the PEM files named in the environment variables ${certificate} and ${key}`;
    for (const [language, comment] of [['go', '//'], ['php', '//'], ['ruby', '#'], ['java', '//']]) expect(mtls[language], language).toContain(`${comment} ${note}`);
    expect(mtls.java).toContain('the key unencrypted PKCS #8 (BEGIN PRIVATE KEY; openssl pkcs8 -topk8 -nocrypt converts another).');
  });

  it('are highlighted: Prism knows Go, and the sites add PHP, Ruby and Java', async () => {
    const globals = globalThis as {Prism?: unknown};
    globals.Prism = Prism;
    for (const language of additionalLanguages) await import(`prismjs/components/prism-${language}`);
    delete globals.Prism;
    for (const [language, keyword] of [['go', 'func'], ['php', 'new'], ['ruby', 'require'], ['java', 'public']] as const) {
      expect(Prism.languages[language], language).toBeDefined();
      const keywords = Prism.tokenize(samples[language], Prism.languages[language])
        .filter((token): token is InstanceType<typeof Prism.Token> => typeof token !== 'string' && token.type === 'keyword')
        .map((token) => String(token.content));
      expect(keywords, language).toContain(keyword);
    }
  });
});
