// Runs many Go, PHP, Ruby or Java samples in one go, so that they cost one
// compile for all and few processes, not one per sample: Go, every sample a
// file of one `package main` with its main renamed, one `go build`, one
// process per group (a spec's samples); Java, every sample a class of one
// file, one javac; PHP, one interpreter per group that includes each sample
// in turn. Java and Ruby run their groups in runners (./sample-runners.ts),
// a JVM or a Ruby that runs group after group: their start costs what the
// samples of a group do. Before each sample the runner may call
// `<origin>/__sample/<key>`, the marker that tells the mock's proxy which
// sample sends what follows (see samples-oas-examples.test.ts). Each sample's
// output is captured on its own.
//
// The only change made to a sample is what batching needs: a Go main (and its
// helper) renamed, a Java class renamed, its imports moved to the top of the
// batch's one file (the generator's samples import no two types of the same
// name), and Java's System.getenv read from the group's environment (a JVM
// cannot change its own). A sample fails by panicking or throwing, which ends
// only that sample.
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {RunnerPool} from './sample-runners';

export const batchLanguages = ['go', 'php', 'ruby', 'java'] as const;
export type BatchLanguage = (typeof batchLanguages)[number];

export interface BatchSample {
  key: string;
  code: string;
}

export interface BatchResult {
  /** 0 where the sample ran to its end; 1 where it threw, exited or did not compile. */
  status: number;
  /** Why it failed. */
  output: string;
  /** What it printed. */
  stdout: string;
}

/** Each language's runner on this machine: the command that checks it, and the Debian packages that bring it. */
const runners: Record<BatchLanguage, {probe: [string, string[]]; install: string}> = {
  go: {probe: ['go', ['version']], install: 'apt-get install golang'},
  php: {probe: ['php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']], install: 'apt-get install php-cli php-curl'},
  ruby: {probe: ['ruby', ['-e', 'exit 0']], install: 'apt-get install ruby'},
  java: {probe: ['javac', ['-version']], install: 'apt-get install default-jdk-headless'},
};

const missing = new Map<BatchLanguage, string | undefined>();

/** Undefined where the language's runner is here; else what to install. */
export function runnerMissing(language: BatchLanguage): string | undefined {
  if (!missing.has(language)) {
    const [command, args] = runners[language].probe;
    const probe = spawnSync(command, args, {encoding: 'utf8'});
    missing.set(language, probe.status === 0 ? undefined : `${language} is not installed here (${runners[language].install})`);
  }
  return missing.get(language);
}

/** Go's build cache, shared by every batch and kept between runs (HOME may not be writable). */
const goEnv = {GOCACHE: path.join(tmpdir(), 'komodo-samples-go-cache'), GOPATH: path.join(tmpdir(), 'komodo-samples-gopath'), GOPROXY: 'off', GOFLAGS: '-mod=mod', GO111MODULE: 'on'};

/** Runs a command without blocking (a mock's proxy may answer in this process); its exit status and its output, both streams. */
export function runProcess(command: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv; timeout?: number}): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env, timeout: options.timeout ?? 300_000});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({status, output}));
    child.on('error', (error) => resolve({status: 1, output: String(error)}));
    child.stdin.end();
  });
}

/**
 * A group's JVM lives for a second or two and runs each sample once, so the
 * C2 compiler's work would never pay back: only the quick C1 compiler, one
 * compiler thread and the serial collector. With @readme/oas-examples' Java
 * samples alone (60 JVMs), the machine's CPU time went from 75.0 to 61.4 s.
 * The same holds for javac's one run: on that batch's file (12,722 lines),
 * 6.5 to 7.1 s of CPU (3.4 to 3.8 s) with C2, 2.9 to 3.0 s (2.2 to 2.3 s)
 * without, in three runs each.
 */
const javaRunFlags = ['-XX:TieredStopAtLevel=1', '-XX:CICompilerCount=1', '-XX:+UseSerialGC'];
const javacFlags = ['-J-XX:TieredStopAtLevel=1', '-J-XX:+UseSerialGC'];

/** Go and Java names of the i-th sample of the g-th group. */
const nameOf = (group: number, index: number) => `${group}_${index}`;

const goDispatcher = (groups: string[][]) => `package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"runtime/debug"
)

type result struct {
	Status int    \`json:"status"\`
	Output string \`json:"output"\`
	Stdout string \`json:"stdout"\`
}

type entry struct {
	key string
	run func()
}

var groups = map[string][]entry{
${groups.map((keys, group) => `\t${JSON.stringify(String(group))}: {${keys.map((key, index) => `{${JSON.stringify(key)}, sample${nameOf(group, index)}}`).join(', ')}},`).join('\n')}
}

func main() {
	group, origin, out := os.Args[1], os.Args[2], os.Args[3]
	results := map[string]result{}
	stdout := os.Stdout
	for _, sample := range groups[group] {
		if origin != "" {
			if answer, err := http.Get(origin + "/__sample/" + url.PathEscape(sample.key)); err == nil {
				answer.Body.Close()
			}
		}
		capture, _ := os.CreateTemp("", "sample-stdout")
		os.Stdout = capture
		status, output := 0, ""
		func() {
			defer func() {
				if failure := recover(); failure != nil {
					status, output = 1, fmt.Sprintf("%v\\n%s", failure, debug.Stack())
				}
			}()
			sample.run()
		}()
		os.Stdout = stdout
		capture.Close()
		printed, _ := os.ReadFile(capture.Name())
		os.Remove(capture.Name())
		results[sample.key] = result{status, output, string(printed)}
	}
	data, _ := json.Marshal(results)
	os.WriteFile(out, data, 0o644)
}
`;

/** A Go sample as a function of the batch's package: its main and its helper renamed. */
const goSample = (code: string, name: string) => code.replace('func main() {', `func sample${name}() {`).replace(/\bmustRead\(/g, `mustRead${name}(`);

/** The imports of the Java dispatcher; the samples' own are added after them. */
const javaImports = [
  'import java.io.*;',
  'import java.net.URI;',
  'import java.net.URLEncoder;',
  'import java.net.http.HttpClient;',
  'import java.net.http.HttpRequest;',
  'import java.net.http.HttpResponse;',
  'import java.nio.charset.StandardCharsets;',
  'import java.nio.file.*;',
  'import java.util.*;',
];

const javaDispatcher = (groups: string[][], imports: string[]) => `${imports.join('\n')}

public class Run {
  interface Sample { void run() throws Exception; }

  static final List<String> keys = new ArrayList<>();
  static final List<Sample> samples = new ArrayList<>();

  static void add(String key, Sample sample) { keys.add(key); samples.add(sample); }

${groups.map((keys, group) => `  static void group${group}() {\n${keys.map((key, index) => `    add(${JSON.stringify(key)}, () -> S${nameOf(group, index)}.main(new String[0]));`).join('\n')}\n  }`).join('\n\n')}

  static String json(String text) {
    StringBuilder out = new StringBuilder("\\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\\\') out.append('\\\\').append(c);
      else if (c < 0x20) out.append(String.format("\\\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }

  public static void main(String[] args) throws Exception {
    BufferedReader jobs = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream stdout = System.out;
    HttpClient client = HttpClient.newHttpClient();
    // A job a line (./sample-runners.ts): its token, the group, the marker's origin, the results file, the environment file.
    for (String line = jobs.readLine(); line != null; line = jobs.readLine()) {
      String[] job = line.split("\\t", -1);
      SampleEnv.load(job[4]);
      keys.clear();
      samples.clear();
      switch (job[1]) {
${groups.map((_keys, group) => `        case "${group}": group${group}(); break;`).join('\n')}
      }
      String origin = job[2];
      StringBuilder results = new StringBuilder("{");
      for (int i = 0; i < samples.size(); i++) {
        if (!origin.isEmpty()) {
          String key = URLEncoder.encode(keys.get(i), StandardCharsets.UTF_8).replace("+", "%20");
          try { client.send(HttpRequest.newBuilder(URI.create(origin + "/__sample/" + key)).build(), HttpResponse.BodyHandlers.discarding()); } catch (Exception e) { }
        }
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        int status = 0;
        String output = "";
        try { samples.get(i).run(); } catch (Throwable e) { status = 1; StringWriter trace = new StringWriter(); e.printStackTrace(new PrintWriter(trace)); output = trace.toString(); }
        System.setOut(stdout);
        if (i > 0) results.append(',');
        results.append(json(keys.get(i))).append(":{\\"status\\":").append(status).append(",\\"output\\":").append(json(output))
          .append(",\\"stdout\\":").append(json(printed.toString(StandardCharsets.UTF_8))).append('}');
      }
      Files.writeString(Path.of(job[3]), results.append('}').toString());
      stdout.println(job[0]);
      stdout.flush();
    }
  }
}

/** The group's environment: the variables of its environment file, then the JVM's own. */
class SampleEnv {
  static final Map<String, String> set = new HashMap<>();

  static void load(String file) throws IOException {
    set.clear();
    for (String line : Files.readAllLines(Path.of(file), StandardCharsets.UTF_8)) {
      int equals = line.indexOf('=');
      if (equals > 0) set.put(line.substring(0, equals), line.substring(equals + 1));
    }
  }

  static String get(String name) {
    return set.containsKey(name) ? set.get(name) : System.getenv(name);
  }
}
`;

/** A Java sample's imports, which the batch's file puts at its top. */
const javaImportsOf = (code: string) => code.split('\n').filter((line) => /^import /.test(line));

/** A Java sample as a class of the batch's file: renamed, its imports taken out (javaImportsOf puts them at the file's top), its environment the group's. */
const javaSample = (code: string, name: string) =>
  code
    .split('\n')
    .filter((line) => !/^import /.test(line))
    .join('\n')
    .replace('public class Sample {', `class S${name} {`)
    .replaceAll('System.getenv(', 'SampleEnv.get(');

const phpHarness = `<?php
[, $origin, $list, $out] = $argv;
function run_sample($file) { include $file; }
$results = [];
foreach (json_decode(file_get_contents($list), true) as $item) {
  if ($origin !== '') file_get_contents($origin . '/__sample/' . rawurlencode($item['key']));
  ob_start();
  $status = 0;
  $output = '';
  try { run_sample($item['file']); } catch (Throwable $e) { $status = 1; $output = (string) $e; }
  $results[$item['key']] = ['status' => $status, 'output' => $output, 'stdout' => ob_get_clean()];
}
file_put_contents($out, json_encode($results, JSON_INVALID_UTF8_SUBSTITUTE));
`;

const rubyHarness = `require 'erb'
require 'json'
require 'net/http'
require 'stringio'
base = ENV.to_h
protocol = $stdout
# A job a line (./sample-runners.ts): its token, the marker's origin, the samples' list, the results file, the environment file.
while (line = $stdin.gets)
  token, origin, list, out, env_file = line.chomp.split("\\t", -1)
  ENV.replace(base.merge(File.readlines(env_file, chomp: true).to_h { |pair| pair.split('=', 2) }))
  results = {}
  JSON.parse(File.read(list)).each do |item|
    Net::HTTP.get_response(URI(origin + '/__sample/' + ERB::Util.url_encode(item['key']))) unless origin.empty?
    printed = StringIO.new
    $stdout = printed
    status = 0
    output = ''
    begin
      load item['file'], true
    rescue Exception => e
      status = 1
      output = "#{e.class}: #{e.message}\\n#{(e.backtrace || []).first(5).join("\\n")}"
    ensure
      $stdout = protocol
    end
    results[item['key']] = {status: status, output: output, stdout: printed.string.dup.force_encoding('UTF-8').scrub}
  end
  File.write(out, JSON.generate(results))
  protocol.puts token
  protocol.flush
end
`;

/** Samples of one language, compiled (Go, Java) or written out (PHP, Ruby) once, to be run a group at a time. */
export interface Batches {
  language: BatchLanguage;
  dir: string;
  /** The keys of each group's samples, in order. */
  groups: Map<string, {index: number; keys: string[]}>;
  /** The compiler's failure, which fails every sample. */
  failed?: string;
  /** Java's and Ruby's runners, by the folder the samples run in. */
  runners: Map<string, RunnerPool>;
}

/** Writes and compiles `groups` (each a list of samples run together) of one language in `dir`. */
export async function buildBatches(language: BatchLanguage, groups: Record<string, BatchSample[]>, dir: string): Promise<Batches> {
  const folder = path.join(dir, `batch-${language}`);
  mkdirSync(folder, {recursive: true});
  const entries = Object.entries(groups);
  const batches: Batches = {language, dir: folder, groups: new Map(entries.map(([group, samples], index) => [group, {index, keys: samples.map((sample) => sample.key)}])), runners: new Map()};
  const keys = entries.map(([, samples]) => samples.map((sample) => sample.key));
  if (language === 'go') {
    writeFileSync(path.join(folder, 'go.mod'), 'module samples\n\ngo 1.19\n');
    entries.forEach(([, samples], group) => samples.forEach((sample, index) => writeFileSync(path.join(folder, `sample${nameOf(group, index)}.go`), goSample(sample.code, nameOf(group, index)))));
    writeFileSync(path.join(folder, 'main.go'), goDispatcher(keys));
    const built = await runProcess('go', ['build', '-o', 'run', '.'], {cwd: folder, env: {...process.env, ...goEnv}});
    if (built.status !== 0) batches.failed = `go build failed:\n${built.output}`;
  } else if (language === 'java') {
    const imports = [...new Set([...javaImports, ...entries.flatMap(([, samples]) => samples.flatMap((sample) => javaImportsOf(sample.code)))])];
    const source = [javaDispatcher(keys, imports), ...entries.flatMap(([, samples], group) => samples.map((sample, index) => javaSample(sample.code, nameOf(group, index))))].join('\n');
    writeFileSync(path.join(folder, 'Run.java'), source);
    const built = await runProcess('javac', [...javacFlags, '-nowarn', '-d', 'classes', 'Run.java'], {cwd: folder, env: process.env});
    if (built.status !== 0) batches.failed = `javac failed:\n${built.output}`;
  } else {
    const extension = language === 'php' ? 'php' : 'rb';
    writeFileSync(path.join(folder, `harness.${extension}`), language === 'php' ? phpHarness : rubyHarness);
    entries.forEach(([, samples], group) => {
      const list = samples.map((sample, index) => {
        const file = path.join(folder, `sample${nameOf(group, index)}.${extension}`);
        writeFileSync(file, sample.code);
        return {key: sample.key, file};
      });
      writeFileSync(path.join(folder, `list${group}.json`), JSON.stringify(list));
    });
  }
  return batches;
}

/** The runner pool of Java's or Ruby's batches for samples that run in `cwd`. */
function runnersOf(batches: Batches, cwd: string): RunnerPool {
  let pool = batches.runners.get(cwd);
  if (!pool) {
    const {language, dir} = batches;
    pool =
      language === 'java'
        ? new RunnerPool('java', [...javaRunFlags, '-cp', path.join(dir, 'classes'), 'Run'], {cwd, dir, timeout: 300_000})
        : new RunnerPool('ruby', [path.join(dir, 'harness.rb')], {cwd, dir, timeout: 300_000});
    batches.runners.set(cwd, pool);
  }
  return pool;
}

/**
 * Runs one group of `batches`, each sample with `cwd` as working directory
 * (where the files they upload are) and `env`; calls the marker at `marker`
 * (an origin) before each, where given.
 */
export async function runBatches(batches: Batches, group: string, options: {cwd: string; env: NodeJS.ProcessEnv; marker?: string}): Promise<Record<string, BatchResult>> {
  const {index, keys} = batches.groups.get(group) ?? {index: -1, keys: []};
  if (!keys.length) return {};
  const out = path.join(batches.dir, `results${index}.json`);
  const marker = options.marker ?? '';
  const {language, dir} = batches;
  const inGroup = (command: string, args: string[]) => runProcess(command, args, {cwd: options.cwd, env: options.env});
  const ran = batches.failed
    ? {status: 1, output: batches.failed}
    : language === 'go'
      ? await inGroup(path.join(dir, 'run'), [String(index), marker, out])
      : language === 'php'
        ? await inGroup('php', [path.join(dir, 'harness.php'), marker, path.join(dir, `list${index}.json`), out])
        : await runnersOf(batches, options.cwd).run(language === 'java' ? [String(index), marker, out] : [marker, path.join(dir, `list${index}.json`), out], options.env);
  let results: Record<string, BatchResult> = {};
  try {
    results = JSON.parse(readFileSync(out, 'utf8')) as Record<string, BatchResult>;
  } catch {
    // No results: the build or the runner failed as a whole.
  }
  return Object.fromEntries(keys.map((key) => [key, results[key] ?? {status: 1, output: `the ${language} batch stopped: ${ran.output}`, stdout: ''}]));
}

/** Ends the runners of `batches`, once its groups have run. */
export function closeBatches(batches: Batches): void {
  for (const pool of batches.runners.values()) pool.close();
}

/** Compiles and runs `samples` of one language as one group, in `options.dir`. */
export async function runBatch(
  language: BatchLanguage,
  samples: BatchSample[],
  options: {dir: string; cwd: string; env: NodeJS.ProcessEnv; marker?: string},
): Promise<Record<string, BatchResult>> {
  if (!samples.length) return {};
  const batches = await buildBatches(language, {all: samples}, options.dir);
  try {
    return await runBatches(batches, 'all', options);
  } finally {
    closeBatches(batches);
  }
}
