// The share of source characters that are comments, counted with TypeScript's own parser so strings, regexes,
// templates and JSX text are never mistaken for comments. Usage: node scripts/comment-share.mjs [folder...]
// Prints comment characters / all characters, overall and per top folder; generated/ is not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src', 'server'];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated' && entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path;
    }
  }
}

/** Comment characters in one file: every leading and trailing comment range of every token, each counted once. */
function commentChars(path, text) {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map();
  const jsxText = [];
  // A callback that returns a value stops the walk: this one returns nothing.
  const add = (pos, end) => {
    ranges.set(pos, end);
  };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxText.push([node.pos, node.end]);
      return;
    }
    ts.forEachLeadingCommentRange(text, node.pos, add);
    ts.forEachTrailingCommentRange(text, node.end, add);
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  let chars = 0;
  for (const [pos, end] of ranges) {
    // Text between JSX tags is text, even when it looks like `// this`.
    if (!jsxText.some(([from, to]) => pos >= from && pos < to)) chars += end - pos;
  }
  return chars;
}

const groups = new Map();
const tally = (key, comments, total) => {
  const group = groups.get(key) ?? { comments: 0, total: 0, files: 0 };
  group.comments += comments;
  group.total += total;
  group.files += 1;
  groups.set(key, group);
};

for (const folder of folders) {
  for (const path of sourceFiles(join(root, folder))) {
    const text = readFileSync(path, 'utf8');
    const comments = commentChars(path, text);
    const parts = relative(root, path).split(sep);
    tally('all', comments, text.length);
    tally(parts[0], comments, text.length);
    if (parts.length > 2) tally(parts.slice(0, 2).join('/'), comments, text.length);
  }
}

const keys = [...groups.keys()].filter((key) => key !== 'all').sort();
for (const key of ['all', ...keys]) {
  const { comments, total, files } = groups.get(key);
  const label = key === 'all' ? `all (${folders.join(', ')})` : key;
  const share = ((100 * comments) / total).toFixed(1);
  console.log(`${label.padEnd(20)} ${share.padStart(5)}%  ${comments} / ${total} chars, ${files} files`);
}
