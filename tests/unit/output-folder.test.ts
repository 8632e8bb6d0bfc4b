// Where `api-reference build` (and `npm run reference`) may write
// (packages/api-reference/src/cli/output-folder.ts): a new or empty folder, or one a previous
// build wrote, whose files it replaces while keeping anything put beside
// them. Any other folder is refused with a sentence, and nothing is touched.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cacheFolder, checkOutputFolder, finishOutputFolder, installBuild, markerFile, OutputFolderError, type Places} from '../../packages/api-reference/src/cli/output-folder';
import {scratchFolder} from '../scratch';

const scratch = scratchFolder('output-folder-');

const places: Places = {cwd: path.join(scratch, 'home/project'), home: path.join(scratch, 'home'), repo: path.join(scratch, 'tools/generator'), cache: path.join(scratch, 'home/.cache/api-reference')};
const info = {tool: 'api-reference', version: '1.0.0', spec: 'spec.yaml', builtAt: '2026-11-27T00:00:00.000Z'};

function folder(name: string, files: Record<string, string>): string {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  mkdirSync(dir, {recursive: true});
  return dir;
}

/** A build as Docusaurus leaves it in the work folder. */
const staged = (name: string, files: string[]) => folder(name, Object.fromEntries(files.map((file) => [file, `built ${file}`])));

const refusal = (out: string) => {
  try {
    checkOutputFolder(out, places);
  } catch (error) {
    expect(error).toBeInstanceOf(OutputFolderError);
    return (error as Error).message;
  }
  return undefined;
};

describe('the output folder of a build', () => {
  it('refuses a folder with a user\'s files, saying why and what to do, and changes nothing', () => {
    const out = folder('notes', {'README.md': '# My notes\n', 'todo.txt': 'write them\n'});
    expect(refusal(out)).toBe(
      `--out ${out}: the folder holds files that no build of api-reference wrote (README.md, todo.txt), and the build would mix the site with them. Give a new or empty folder, e.g. --out ${path.join(out, 'api-reference')}; nothing was changed.`,
    );
    expect(readFileSync(path.join(out, 'README.md'), 'utf8')).toBe('# My notes\n');
  });

  it('refuses the current folder, a folder above it, the home folder, /, the generator\'s repository and its cache', () => {
    expect(refusal(places.cwd)).toMatch(/that is the current folder/);
    expect(refusal(path.dirname(places.cwd))).toMatch(/that is your home folder/);
    expect(refusal(scratch)).toMatch(/that folder holds the current folder/);
    expect(refusal('/')).toMatch(/that is the root of the file system/);
    expect(refusal(places.repo)).toMatch(/that folder holds the generator itself/);
    expect(refusal(path.dirname(places.repo))).toMatch(/that folder holds the generator itself/);
    expect(refusal(path.join(places.cache, 'abc'))).toMatch(/the generator's work folder/);
  });

  it('takes a new folder, an empty one, and one a build wrote', () => {
    expect(refusal(path.join(places.cwd, 'site'))).toBeUndefined();
    expect(refusal(folder('empty', {}))).toBeUndefined();
    expect(refusal(folder('built', {[markerFile]: JSON.stringify({...info, complete: true, files: ['index.html'], kept: []}), 'index.html': ''}))).toBeUndefined();
  });

  it('replaces a build: its files go, a file put beside it stays, the marker lists the new build', () => {
    const out = path.join(scratch, 'site');
    finishOutputFolder(out, installBuild(out, staged('build-1', ['index.html', 'old-page/index.html', 'assets/a.js']), info));
    expect(JSON.parse(readFileSync(path.join(out, markerFile), 'utf8'))).toMatchObject({...info, complete: true, files: ['assets/a.js', 'index.html', 'old-page/index.html'], kept: []});

    writeFileSync(path.join(out, 'notes.txt'), 'mine\n');
    writeFileSync(path.join(out, 'assets/mine.css'), 'mine\n');
    expect(refusal(out)).toBeUndefined();
    finishOutputFolder(out, installBuild(out, staged('build-2', ['index.html', 'new-page/index.html', 'assets/b.js']), info));
    expect(existsSync(path.join(out, 'old-page'))).toBe(false);
    expect(existsSync(path.join(out, 'assets/a.js'))).toBe(false);
    expect(readFileSync(path.join(out, 'new-page/index.html'), 'utf8')).toBe('built new-page/index.html');
    expect(readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('mine\n');
    expect(readFileSync(path.join(out, 'assets/mine.css'), 'utf8')).toBe('mine\n');
    expect(JSON.parse(readFileSync(path.join(out, markerFile), 'utf8'))).toMatchObject({files: ['assets/b.js', 'index.html', 'new-page/index.html'], kept: ['assets/mine.css', 'notes.txt']});
  });

  it('the marker names the spec by its file name alone: the site is public, the builder\'s folders are not', () => {
    const out = path.join(scratch, 'public');
    finishOutputFolder(out, installBuild(out, staged('build-3', ['index.html']), info));
    const marker = readFileSync(path.join(out, markerFile), 'utf8');
    expect(marker).not.toContain(scratch);
    expect(marker).not.toContain(tmpdir());
  });
});

describe('the work folders\' cache', () => {
  it('is $API_REFERENCE_CACHE, else $XDG_CACHE_HOME/api-reference, else ~/.cache/api-reference', () => {
    expect(cacheFolder({API_REFERENCE_CACHE: '/var/cache/ref', XDG_CACHE_HOME: '/x'}, '/home/u')).toBe('/var/cache/ref');
    expect(cacheFolder({XDG_CACHE_HOME: '/x'}, '/home/u')).toBe('/x/api-reference');
    expect(cacheFolder({}, '/home/u')).toBe('/home/u/.cache/api-reference');
  });
});
