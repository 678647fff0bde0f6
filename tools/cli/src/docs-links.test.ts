import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from './root.js';

// The docs are read by following their links: every relative link of README.md, docs/ and seeds/ must lead to a
// file that exists and, with a #fragment, to a heading in it; and every doc must be reachable from README.md or
// docs/architecture.md, so none is written and then lost.

const root = repoRoot();
const inFolder = (folder: string) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(folder, f));
const docs = ['README.md', ...inFolder('docs'), ...inFolder('seeds')].sort();

/** The markdown text with its fenced code blocks blanked, so a link-like text in an example is not read as a link. */
const prose = (file: string) => readFileSync(join(root, file), 'utf8').replace(/^```[\s\S]*?^```$/gm, '');

/** Relative link targets of a doc (web addresses left out), each with its line. */
function linksIn(file: string): { target: string; line: number }[] {
  return prose(file)
    .split('\n')
    .flatMap((text, i) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({ target: m[1]!, line: i + 1 })))
    .filter(({ target }) => !/^[a-z]+:/i.test(target));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (file: string) => new Set([...prose(file).matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1]!)));

/** Where a link from `file` leads: the doc's path from the root (or '' for its own page) and the fragment, if any. */
function resolveLink(file: string, target: string): { path: string; fragment: string } {
  const [path = '', fragment = ''] = target.split('#');
  return { path: path === '' ? file : relative(root, join(root, dirname(file), decodeURIComponent(path))), fragment };
}

it('every relative link of README.md, docs/ and seeds/ leads to a file and, with a #fragment, to a heading in it', () => {
  const broken = docs.flatMap((file) =>
    linksIn(file).flatMap(({ target, line }) => {
      const { path, fragment } = resolveLink(file, target);
      if (!existsSync(join(root, path))) return [`${file}:${line}: ${target} (no such file)`];
      if (fragment && path.endsWith('.md') && !anchorsOf(path).has(fragment)) return [`${file}:${line}: ${target} (no such heading)`];
      return [];
    }),
  );
  expect(broken).toEqual([]);
});

it('every doc in docs/ and seeds/ is reached by links from README.md or docs/architecture.md', () => {
  const reached = new Set(['README.md', join('docs', 'architecture.md')]);
  const queue = [...reached];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const { target } of linksIn(file)) {
      const { path } = resolveLink(file, target);
      if (path.endsWith('.md') && docs.includes(path) && !reached.has(path)) {
        reached.add(path);
        queue.push(path);
      }
    }
  }
  expect(docs.filter((f) => !reached.has(f))).toEqual([]);
});
