// Code samples for every operation, generated from the spec at build time:
// the request body from the operation's example (or one built from its
// schema), encoded as its media type says (JSON, form, multipart with files,
// binary, XML, text); the authentication its security needs, with every
// secret read from an environment variable named after the scheme; paging
// code only where the spec has the cursor pattern (limit + cursor + data).
// curl, JavaScript and Python are written here; Go, PHP, Ruby and Java by
// Scalar's snippet library, wrapped (./snippets.ts). The integration tests
// (tests/integration/samples-*.test.ts) run every one of them against a
// validating Prism mock of each spec and parse the Power Query M.
import type {JsonSchema} from '../model/schema';
import type {OperationModel, Sample, SampleLanguage} from '../model/operation';
import {plan} from './plan';

export {baseUrlVariable, uploadFile} from './plan';
import {curl} from './curl';
import {javascript} from './javascript';
import {python} from './python';
import {powerQuery, powerQueryApplies} from './powerquery';
import {snippet} from './snippets';

export type {Sample, SampleLanguage} from '../model/operation';

export interface SampleLanguageInfo {
  language: string;
  label: string;
  highlight: string;
}

export const sampleLanguages: readonly (SampleLanguageInfo & {language: SampleLanguage; comment: '#' | '//'})[] = [
  {language: 'curl', label: 'curl', highlight: 'bash', comment: '#'},
  {language: 'javascript', label: 'JavaScript', highlight: 'javascript', comment: '//'},
  {language: 'python', label: 'Python', highlight: 'python', comment: '#'},
  {language: 'go', label: 'Go', highlight: 'go', comment: '//'},
  {language: 'php', label: 'PHP', highlight: 'php', comment: '//'},
  {language: 'ruby', label: 'Ruby', highlight: 'ruby', comment: '#'},
  {language: 'java', label: 'Java', highlight: 'java', comment: '//'},
  {language: 'powerquery', label: 'Power Query M', highlight: 'powerquery', comment: '//'},
];

/** Languages a spec's samples are written in, by the names specs give them (`lang`: `shell`, `Node`, `C#`). */
const knownLanguages: SampleLanguageInfo[] = [
  ...sampleLanguages,
  {language: 'typescript', label: 'TypeScript', highlight: 'typescript'},
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

/**
 * The samples of an operation; `doc` is the spec it comes from (for `$ref`s in its schemas).
 * The order of precedence: the spec's own samples (`x-codeSamples`, see
 * codeSamplesOf in packages/api-reference/src/model/operation.ts) first, in the spec's order,
 * each in its language's tab; then the generated ones, curl, JavaScript,
 * Python, Go, PHP, Ruby, Java, Power Query M. A tab holds every sample of its language, the
 * spec's first: the tabs come in the order their first sample does.
 * `placeholders`: the server variables the site keeps as `{name}` (see plan).
 */
export function buildSamples(op: OperationModel, doc: JsonSchema, placeholders: ReadonlySet<string> = new Set()): Sample[] {
  if (op.kind === 'webhook') return [];
  const fromSpec = op.codeSamples.map((given): Sample => {
    const {language, label, highlight} = specSampleLanguage(given.lang);
    return {language, label, highlight, code: given.source.endsWith('\n') ? given.source : `${given.source}\n`, origin: 'spec', title: given.label ?? label};
  });
  return [...fromSpec, ...generatedSamples(op, doc, placeholders)];
}

function generatedSamples(op: OperationModel, doc: JsonSchema, placeholders: ReadonlySet<string>): Sample[] {
  const p = plan(op, doc, placeholders);
  const code: Record<SampleLanguage, string | undefined> = {
    curl: curl(op, p),
    javascript: javascript(op, p),
    python: python(op, p),
    go: snippet('go', op, p),
    php: snippet('php', op, p),
    ruby: snippet('ruby', op, p),
    java: snippet('java', op, p),
    powerquery: powerQueryApplies(op, p) ? powerQuery(op, p, doc) : undefined,
  };
  const note = deprecationNote(op);
  return sampleLanguages.flatMap(({language, label, highlight, comment}) => {
    const text = code[language];
    if (text === undefined) return [];
    // PHP's code starts after its `<?php` line: the note goes below it.
    const opener = /^<\?php\n/.exec(text)?.[0] ?? '';
    const withNote = note ? `${opener}${comment} ${note}\n${text.slice(opener.length)}` : text;
    return [{language, label, highlight, code: withNote, origin: 'generated' as const}];
  });
}
