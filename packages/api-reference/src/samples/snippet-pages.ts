// What the Go, PHP, Ruby and Java samples of a list add to the library's
// request (snippets.ts): the loop that follows the cursor to the last page and
// prints every record, and the two edits it and the targets' fixes are made
// with: a rewrite that stops the build when the library's output changed, and
// indenting that leaves string literals as they are.
import type {SnippetLanguage} from './snippets';

/**
 * Replaces what the library must have written: where it writes something else
 * (another version of it), the generator stops, rather than make a sample that
 * runs but leaves out the loop or the certificate.
 */
export function rewrite(code: string, pattern: string | RegExp, replacement: string | ((whole: string, ...groups: string[]) => string), language: SnippetLanguage): string {
  const found = typeof pattern === 'string' ? code.includes(pattern) : pattern.test(code);
  if (!found) throw new Error(`@scalar/snippetz's ${language} sample has no ${String(pattern)}: its output changed, and snippets.ts must follow it`);
  return code.replace(pattern, typeof replacement === 'string' ? () => replacement : replacement);
}

/**
 * `code` indented by `by`, but for the lines that go on with a string literal
 * opened on a line before (Go's raw strings, PHP's and Ruby's quoted ones):
 * their text is the string's, which indenting would change. A Ruby heredoc
 * (`<<~`) is indented with its code: Ruby takes the common indentation off.
 */
export function indented(code: string, by: string, comment: '//' | '#'): string {
  let quote: string | undefined;
  return code
    .split('\n')
    .map((line) => {
      const goesOn = quote !== undefined;
      for (let i = 0; i < line.length; i++) {
        if (quote) {
          if (line[i] === '\\' && quote !== '`') i++;
          else if (line[i] === quote) quote = undefined;
        } else if (line.startsWith(comment, i)) break;
        else if ('"\'`'.includes(line[i])) quote = line[i];
      }
      return goesOn || !line ? line : `${by}${line}`;
    })
    .join('\n');
}

/**
 * Go's main as a loop over the pages: the library's request, its URL given the
 * cursor from the second page on, each page's records kept, and all of them
 * printed once the cursor is null. The response is closed at once, not deferred
 * to the end of main.
 */
export function goPages(main: string): string {
  const request = rewrite(main.slice('func main() {\n'.length, main.lastIndexOf('\n}')), /^\trequestUrl := .*$/m, (line) =>
    `${line}\n\tif cursor != nil {\n\t\trequestUrl += "&cursor=" + neturl.QueryEscape(fmt.Sprint(cursor))\n\t}`, 'go');
  const page = [
    '// UseNumber keeps a numeric cursor as the digits it came in, not as a float.',
    'var page struct {',
    '\tData   []json.RawMessage `json:"data"`',
    '\tCursor any               `json:"cursor"`',
    '}',
    'decoder := json.NewDecoder(bytes.NewReader(body))',
    'decoder.UseNumber()',
    'if err := decoder.Decode(&page); err != nil {',
    '\tpanic(err)',
    '}',
    'records = append(records, page.Data...)',
    'if page.Cursor == nil {',
    '\tbreak',
    '}',
    'cursor = page.Cursor',
  ];
  const loop = rewrite(
    rewrite(request, '\tdefer res.Body.Close()\n\tbody, _ := io.ReadAll(res.Body)', '\tbody, _ := io.ReadAll(res.Body)\n\tres.Body.Close()', 'go'),
    '\tfmt.Println(string(body))',
    page.map((line) => `\t${line}`).join('\n'),
    'go',
  );
  return [
    'func main() {',
    '\trecords := []json.RawMessage{}',
    '\tvar cursor any',
    '\tfor {',
    indented(loop, '\t', '//'),
    '\t}',
    '\tprinted, _ := json.MarshalIndent(records, "", "  ")',
    '\tfmt.Println(string(printed))',
    '}',
  ].join('\n');
}


/**
 * PHP's request in a loop over the pages: its URL given the cursor from the
 * second page on. Each page is decoded to objects, not arrays, so that every
 * record is printed as it came (an empty object stays {}).
 */
export function phpPages(code: string): string {
  const request = rewrite(code, /^\$ch = curl_init\((.*)\);$/m, (_line, url) => `$ch = curl_init(${url} . ($cursor === null ? '' : '&cursor=' . rawurlencode((string) $cursor)));`, 'php');
  const loop = rewrite(request, 'echo $response, "\\n";', ['// Objects stay objects, not arrays, so that each record is printed as it came: {} stays {}.', '$page = json_decode($response);', 'array_push($records, ...$page->data);', '$cursor = $page->cursor;'].join('\n'), 'php');
  return [
    '$records = [];',
    '$cursor = null;',
    'do {',
    indented(loop.trimEnd(), '  ', '//'),
    '} while ($cursor !== null);',
    'echo json_encode($records, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE), "\\n";',
  ].join('\n');
}

/** Ruby's code with `require 'name'` among its requires, where it is not yet. */
export function rubyRequire(code: string, name: string): string {
  const requires = /^(?:require .*\n)*/.exec(code)?.[0] ?? '';
  return requires.includes(`require '${name}'\n`) ? code : `${requires}require '${name}'\n${code.slice(requires.length)}`;
}

/** Ruby's request in a loop over the pages: its URL given the cursor from the second page on. */
export function rubyPages(code: string): string {
  const withJson = rubyRequire(code, 'json');
  const requires = /^(?:require .*\n)*/.exec(withJson)?.[0] ?? '';
  const request = rewrite(withJson.slice(requires.length).trim(), /^url = URI\(.*\)$/m, (line) =>
    `${line}\nurl.query += '&cursor=' + URI.encode_www_form_component(cursor.to_s) unless cursor.nil?`, 'ruby');
  const loop = rewrite(request, 'puts response.body', ["page = JSON.parse(response.body)", "records.concat(page['data'])", "cursor = page['cursor']", 'break if cursor.nil?'].join('\n'), 'ruby');
  return [requires, 'records = []', 'cursor = nil', 'loop do', indented(loop, '  ', '#'), 'end', 'puts JSON.pretty_generate(records)'].join('\n');
}

export const javaPageImports = ['java.net.URLEncoder', 'java.nio.charset.StandardCharsets', 'java.util.ArrayList', 'java.util.List'];

/**
 * Java's request in a loop over the pages, after `client` (made once): its
 * URL given the cursor from the second page on. Java has no JSON parser of its
 * own: the sample's jsonParts (javaJsonReader) takes the page apart, and each
 * record is printed as the JSON text it came as.
 */
export function javaPages(code: string, client: string[]): string {
  const request = rewrite(code, /^(\s*\.uri\(java\.net\.URI\.create\()(.*)(\)\))$/m, (_line, open, url, close) =>
    `${open}${url} + (cursor == null ? "" : "&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8))${close}`, 'java');
  const page = [
    '// Java has no JSON parser of its own: jsonParts (below) takes the page apart.',
    'List<String> page = jsonParts(response.body());',
    'cursor = null;',
    'for (int i = 0; i < page.size(); i += 2) {',
    '  String value = page.get(i + 1);',
    '  if (page.get(i).equals("\\"data\\"")) records.addAll(jsonParts(value));',
    '  else if (page.get(i).equals("\\"cursor\\"") && !value.equals("null")) cursor = value.startsWith("\\"") ? unquoted(value) : value;',
    '}',
  ];
  const loop = rewrite(request, 'System.out.println(response.body());', page.join('\n'), 'java');
  return [...client, 'List<String> records = new ArrayList<>();', 'String cursor = null;', 'do {', indented(loop.trimEnd(), '  ', '//'), '} while (cursor != null);', 'System.out.println("[" + String.join(",\\n", records) + "]");'].join('\n');
}

/** The JSON reader of a Java list sample: just what taking a page apart needs. */
export const javaJsonReader = String.raw`
  /** The parts of a JSON object or array, each as its JSON text: an object's keys and values in turn, an array's items. */
  static List<String> jsonParts(String json) {
    String text = json.trim();
    List<String> parts = new ArrayList<>();
    int i = 1;
    while (true) {
      while (" \t\r\n,:".indexOf(text.charAt(i)) >= 0) i++;
      if (i == text.length() - 1) return parts;
      int end = jsonEnd(text, i);
      parts.add(text.substring(i, end));
      i = end;
    }
  }

  /** Where the JSON value that starts at start ends: after its closing quote or bracket, or its last character. */
  static int jsonEnd(String text, int start) {
    int i = start;
    if (text.charAt(i) == '"') {
      for (i++; text.charAt(i) != '"'; i++) if (text.charAt(i) == '\\') i++;
      return i + 1;
    }
    if (text.charAt(i) == '{' || text.charAt(i) == '[') {
      for (int depth = 0; ; i++) {
        char c = text.charAt(i);
        if (c == '"') i = jsonEnd(text, i) - 1;
        else if (c == '{' || c == '[') depth++;
        else if ((c == '}' || c == ']') && --depth == 0) return i + 1;
      }
    }
    while (i < text.length() && " \t\r\n,:]}".indexOf(text.charAt(i)) < 0) i++;
    return i;
  }

  /** The text of a JSON string, its escapes undone. */
  static String unquoted(String json) {
    StringBuilder text = new StringBuilder();
    for (int i = 1; i < json.length() - 1; i++) {
      char c = json.charAt(i);
      if (c == '\\') {
        c = json.charAt(++i);
        if (c == 'u') {
          c = (char) Integer.parseInt(json.substring(i + 1, i + 5), 16);
          i += 4;
        } else if ("bfnrt".indexOf(c) >= 0) c = "\b\f\n\r\t".charAt("bfnrt".indexOf(c));
      }
      text.append(c);
    }
    return text.toString();
  }`;
