// Runs many Go, PHP, Ruby or Java samples in one go, so that a spec's samples
// in these languages cost one compile and one process each, not one per
// sample: Go, every sample a file of one `package main` with its main renamed,
// one `go build`; Java, every sample a class of one file, one javac and one
// JVM; PHP and Ruby, one interpreter that includes or loads each sample in
// turn. Before each sample the runner may call `<origin>/__sample/<key>`, the
// marker that tells the mock's proxy which sample sends what follows (see
// samples-oas-examples.test.ts). Each sample's output is captured on its own.
//
// The only change made to a sample is what batching needs: a Go main (and its
// helper) renamed, a Java class renamed. A sample fails by panicking or
// throwing, which ends only that sample.
import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

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

function run(command: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv}): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {...options, timeout: 300_000});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({status, output}));
    child.on('error', (error) => resolve({status: 1, output: String(error)}));
    child.stdin.end();
  });
}

const goDispatcher = (count: number, keys: string[]) => `package main

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

var keys = []string{${keys.map((key) => JSON.stringify(key)).join(', ')}}
var samples = []func(){${Array.from({length: count}, (_, index) => `sample${index}`).join(', ')}}

func main() {
	origin, out := os.Args[1], os.Args[2]
	results := map[string]result{}
	stdout := os.Stdout
	for index, run := range samples {
		if origin != "" {
			if answer, err := http.Get(origin + "/__sample/" + url.PathEscape(keys[index])); err == nil {
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
			run()
		}()
		os.Stdout = stdout
		capture.Close()
		printed, _ := os.ReadFile(capture.Name())
		os.Remove(capture.Name())
		results[keys[index]] = result{status, output, string(printed)}
	}
	data, _ := json.Marshal(results)
	os.WriteFile(out, data, 0o644)
}
`;

/** A Go sample as a function of the batch's package: its main and its helper renamed. */
const goSample = (code: string, index: number) =>
  code.replace('func main() {', `func sample${index}() {`).replace(/\bmustRead\(/g, `mustRead${index}(`);

const javaDispatcher = (keys: string[]) => `import java.io.*;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;

public class Run {
  interface Sample { void run() throws Exception; }

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
    String origin = args[0];
    String[] keys = {${keys.map((key) => JSON.stringify(key)).join(', ')}};
    Sample[] samples = {${keys.map((_key, index) => `() -> Sample${index}.main(new String[0])`).join(', ')}};
    HttpClient client = HttpClient.newHttpClient();
    PrintStream stdout = System.out;
    StringBuilder results = new StringBuilder("{");
    for (int i = 0; i < samples.length; i++) {
      if (!origin.isEmpty()) {
        String key = URLEncoder.encode(keys[i], StandardCharsets.UTF_8).replace("+", "%20");
        try { client.send(HttpRequest.newBuilder(URI.create(origin + "/__sample/" + key)).build(), HttpResponse.BodyHandlers.discarding()); } catch (Exception e) { }
      }
      ByteArrayOutputStream printed = new ByteArrayOutputStream();
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      int status = 0;
      String output = "";
      try { samples[i].run(); } catch (Throwable e) { status = 1; StringWriter trace = new StringWriter(); e.printStackTrace(new PrintWriter(trace)); output = trace.toString(); }
      System.setOut(stdout);
      if (i > 0) results.append(',');
      results.append(json(keys[i])).append(":{\\"status\\":").append(status).append(",\\"output\\":").append(json(output))
        .append(",\\"stdout\\":").append(json(printed.toString(StandardCharsets.UTF_8))).append('}');
    }
    Files.writeString(Path.of(args[1]), results.append('}').toString());
  }
}
`;

/** A Java sample as a class of the batch's file: renamed, its imports left to the file's. */
const javaSample = (code: string, index: number) =>
  code.split('\n').filter((line) => !/^import /.test(line)).join('\n').replace('public class Sample {', `class Sample${index} {`);

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
origin, list, out = ARGV
results = {}
JSON.parse(File.read(list)).each do |item|
  Net::HTTP.get_response(URI(origin + '/__sample/' + ERB::Util.url_encode(item['key']))) unless origin.empty?
  printed = StringIO.new
  stdout = $stdout
  $stdout = printed
  status = 0
  output = ''
  begin
    load item['file'], true
  rescue Exception => e
    status = 1
    output = "#{e.class}: #{e.message}\\n#{(e.backtrace || []).first(5).join("\\n")}"
  ensure
    $stdout = stdout
  end
  results[item['key']] = {status: status, output: output, stdout: printed.string.dup.force_encoding('UTF-8').scrub}
end
File.write(out, JSON.generate(results))
`;

/**
 * Runs `samples` of one language in `dir` (its own folder), each with `cwd` as
 * working directory (where the files they upload are) and `env`; calls the
 * marker at `marker` (an origin) before each, where given.
 */
export async function runBatch(
  language: BatchLanguage,
  samples: BatchSample[],
  options: {dir: string; cwd: string; env: NodeJS.ProcessEnv; marker?: string},
): Promise<Record<string, BatchResult>> {
  if (!samples.length) return {};
  const dir = path.join(options.dir, `batch-${language}`);
  mkdirSync(dir, {recursive: true});
  const out = path.join(dir, 'results.json');
  const marker = options.marker ?? '';
  const keys = samples.map((sample) => sample.key);
  let ran: {status: number | null; output: string};
  if (language === 'go') {
    writeFileSync(path.join(dir, 'go.mod'), 'module samples\n\ngo 1.19\n');
    samples.forEach((sample, index) => writeFileSync(path.join(dir, `sample${index}.go`), goSample(sample.code, index)));
    writeFileSync(path.join(dir, 'main.go'), goDispatcher(samples.length, keys));
    const env = {...process.env, ...goEnv};
    const built = await run('go', ['build', '-o', 'run', '.'], {cwd: dir, env});
    ran = built.status === 0 ? await run(path.join(dir, 'run'), [marker, out], {cwd: options.cwd, env: options.env}) : {status: 1, output: `go build failed:\n${built.output}`};
  } else if (language === 'java') {
    const source = [javaDispatcher(keys), ...samples.map((sample, index) => javaSample(sample.code, index))].join('\n');
    writeFileSync(path.join(dir, 'Run.java'), source);
    const built = await run('javac', ['-nowarn', '-d', path.join(dir, 'classes'), 'Run.java'], {cwd: dir, env: process.env});
    ran = built.status === 0 ? await run('java', ['-cp', path.join(dir, 'classes'), 'Run', marker, out], {cwd: options.cwd, env: options.env}) : {status: 1, output: `javac failed:\n${built.output}`};
  } else {
    const extension = language === 'php' ? 'php' : 'rb';
    const list = samples.map((sample, index) => {
      const file = path.join(dir, `sample${index}.${extension}`);
      writeFileSync(file, sample.code);
      return {key: sample.key, file};
    });
    writeFileSync(path.join(dir, 'list.json'), JSON.stringify(list));
    const harness = path.join(dir, `harness.${extension}`);
    writeFileSync(harness, language === 'php' ? phpHarness : rubyHarness);
    ran = await run(language === 'php' ? 'php' : 'ruby', [harness, marker, path.join(dir, 'list.json'), out], {cwd: options.cwd, env: options.env});
  }
  let results: Record<string, BatchResult> = {};
  try {
    results = JSON.parse(readFileSync(out, 'utf8')) as Record<string, BatchResult>;
  } catch {
    // No results: the build or the runner failed as a whole.
  }
  return Object.fromEntries(keys.map((key) => [key, results[key] ?? {status: 1, output: `the ${language} batch stopped: ${ran.output}`, stdout: ''}]));
}
