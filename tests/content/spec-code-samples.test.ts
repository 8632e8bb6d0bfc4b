// The spec's own code samples (`x-codeSamples`, `x-code-samples`,
// `x-readme.code-samples`) come first: in the page's tabs, each in its
// language's tab and highlighted as that language, and in the Markdown twin.
// The kitchen sink's PUT /orders/{orderId}/payments/{paymentId} has two (a
// Node.js SDK call, a Ruby gem call); ReadMe's example spec has the older
// spellings.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {type ReferenceSettings} from '../../packages/api-reference/src/model/api';
import {loadApiModel} from '../../packages/api-reference/src/api-model';
import {renderOperationPage, samplesFile} from '../../packages/api-reference/src/render/page';
import {renderOperationMarkdown} from '../../packages/api-reference/src/render/markdown';
import {buildSamples, sampleTabs, specSampleLanguage} from '../../packages/api-reference/src/samples/samples';

const siteDir = path.resolve(__dirname, '../..');
const settings: ReferenceSettings = {outputDir: 'docs', docIdPrefix: '', routeBase: '/', overviewId: 'overview', downloadName: 'api', strict: false};
const sink = await loadApiModel('openapi/kitchen-sink/openapi.yaml', settings, siteDir);
const pay = sink.operations.find((op) => op.id === 'pay-order')!;
const readme = await loadApiModel('node_modules/@readme/oas-examples/3.0/json/readme-extensions.json', settings, siteDir);

describe('the spec\'s code samples', () => {
  it('come first, each in its language\'s tab, before the generated ones', () => {
    const samples = buildSamples(pay, sink.doc);
    expect(samples.map((sample) => `${sample.origin} ${sample.language}`)).toEqual([
      'spec javascript',
      'spec ruby',
      'generated curl',
      'generated javascript',
      'generated python',
      'generated go',
      'generated php',
      'generated ruby',
      'generated java',
    ]);
    expect(sampleTabs(samples).map((tab) => `${tab.label}: ${tab.samples.length}`)).toEqual(['JavaScript: 2', 'Ruby: 2', 'curl: 1', 'Python: 1', 'Go: 1', 'PHP: 1', 'Java: 1']);
  });

  it('are on the page first, titled with their label and highlighted as their language', () => {
    // A page of the router: the tabs in its MDX, the code in the JSON file it imports (packages/api-reference/src/theme/ApiSamples).
    const mdx = renderOperationPage(pay, {routeBase: '/', download: 'openapi/api', settings, samplesJson: (id) => ({importPath: `./${id}.json`, src: `samples/${id}.json`})});
    const file = samplesFile(pay);
    expect(file.tabs.map((tab) => tab.value)).toEqual(['javascript', 'ruby', 'curl', 'python', 'go', 'php', 'java']);
    expect(mdx).toContain(`<ApiSamples src="samples/pay-order.json" tabs={${JSON.stringify(file.tabs.map((tab) => ({...tab, blocks: tab.blocks.map(({code: _code, ...block}) => block)})))}} code={codeSamples} />`);
    const blocks = (value: string) => file.tabs.find((tab) => tab.value === value)!.blocks;
    const [sdk, ours] = blocks('javascript');
    expect(sdk).toMatchObject({language: 'javascript', title: 'Shop SDK for Node.js'});
    expect(sdk.code.startsWith('import {Shop} from \'@shop-example/sdk\';')).toBe(true);
    // Ours follows in the same tab, named so that a reader can tell the two apart.
    expect(ours).toMatchObject({language: 'javascript', title: 'JavaScript, made from the OpenAPI description'});
    expect(ours.code.startsWith('// Node.js 18 or later.')).toBe(true);
    const [gem, rubyOurs] = blocks('ruby');
    expect(gem.title).toBe('Shop gem');
    expect(gem.code.startsWith('require "shop_example"')).toBe(true);
    expect(rubyOurs.title).toBe('Ruby, made from the OpenAPI description');
    expect(rubyOurs.code.startsWith('# Ruby 3, standard library only.')).toBe(true);
    // A tab of ours alone has no title, as on every other page.
    expect(blocks('curl')).toEqual([{language: 'bash', title: undefined, code: expect.stringMatching(/^curl /)}]);
  });

  it('are fenced code blocks in tabs on a static page, as on the page of the router', () => {
    const mdx = renderOperationPage(pay, {routeBase: '/', download: 'openapi/api', settings});
    const samples = mdx.slice(mdx.indexOf('<Tabs groupId="code-language">'));
    const tabs = [...samples.matchAll(/<TabItem value="([^"]+)" label="([^"]+)">/g)].map((match) => match[1]);
    expect(tabs).toEqual(['javascript', 'ruby', 'curl', 'python', 'go', 'php', 'java']);
    const javascript = samples.slice(samples.indexOf('<TabItem value="javascript"'), samples.indexOf('<TabItem value="ruby"'));
    expect(javascript.indexOf('```javascript title="Shop SDK for Node.js"\nimport {Shop} from \'@shop-example/sdk\';')).toBeGreaterThan(-1);
    expect(javascript.indexOf('```javascript title="JavaScript, made from the OpenAPI description"\n// Node.js 18 or later.')).toBeGreaterThan(javascript.indexOf('Shop SDK'));
    expect(samples).toContain('```ruby title="Shop gem"\nrequire "shop_example"');
    expect(samples).toContain('```ruby title="Ruby, made from the OpenAPI description"\n# Ruby 3, standard library only.');
    expect(samples).toContain('<TabItem value="curl" label="curl">\n\n```bash\ncurl ');
  });

  it('are in the Markdown twin first, under their language, with their label', () => {
    const twin = renderOperationMarkdown(pay, '/pay-order');
    const samples = twin.slice(twin.indexOf('## Code samples'));
    expect([...samples.matchAll(/^### (.+)$/gm)].map((match) => match[1])).toEqual(['JavaScript', 'Ruby', 'curl', 'Python', 'Go', 'PHP', 'Java']);
    expect(samples).toContain('### JavaScript\n\nShop SDK for Node.js:\n\n```javascript\nimport {Shop}');
    expect(samples.indexOf('JavaScript, made from the OpenAPI description:')).toBeGreaterThan(samples.indexOf('Shop SDK for Node.js:'));
  });

  it('are read from x-code-samples and ReadMe\'s x-readme.code-samples (language, name, code) where there is no x-codeSamples', () => {
    const older = readme.operations.find((op) => op.path === '/x-code-samples' && op.method === 'GET')!;
    expect(older.codeSamples[0]).toEqual({lang: 'curl', label: 'Custom cURL snippet', source: 'curl -X POST https://api.example.com/v2/alert'});
    const readmes = readme.operations.find((op) => op.path === '/x-code-samples' && op.method === 'POST')!;
    expect(readmes.codeSamples.slice(0, 3).map((sample) => sample.label)).toEqual(['Custom cURL snippet', 'Another cURL snippet', undefined]);
    expect(buildSamples(older, readme.doc)[0]).toMatchObject({origin: 'spec', language: 'curl', highlight: 'bash', title: 'Custom cURL snippet'});
  });

  it('name their language as specs do: shell is curl\'s tab, Node JavaScript\'s, C# one tab; another language gets its own', () => {
    expect(['shell', 'Node', 'c#', 'Go', 'Elixir'].map((lang) => specSampleLanguage(lang).language)).toEqual(['curl', 'javascript', 'csharp', 'go', 'elixir']);
    expect(specSampleLanguage('Elixir').label).toBe('Elixir');
  });
});
