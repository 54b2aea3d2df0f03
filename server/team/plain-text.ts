// Markdown read as plain text (docs/product.md §14a): what a person would read on the rendered page, without the
// syntax. The client renders with markdown-to-jsx, so its parser (public API, same options as the renderer) reads
// here too: the words of an excerpt are the words the page shows.
import { parser, RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import { characterCount } from '../../src/lib/validation';

type Node = MarkdownToJSX.ASTNode;

/** Block nodes end their line; inline ones run on. */
const BLOCKS = new Set<number>([
  RuleType.blockQuote,
  RuleType.codeBlock,
  RuleType.heading,
  RuleType.paragraph,
  RuleType.orderedList,
  RuleType.unorderedList,
  RuleType.table,
  RuleType.htmlBlock,
]);

function textOf(nodes: readonly Node[] | undefined): string {
  return (nodes ?? []).map(nodeText).join('');
}

function nodeText(node: Node): string {
  const block = (text: string) => (BLOCKS.has(node.type) ? `${text}\n` : text);
  switch (node.type) {
    case RuleType.text:
    case RuleType.codeInline:
    case RuleType.codeBlock:
      return block(node.text);
    case RuleType.image:
      return node.alt ?? '';
    case RuleType.breakLine:
    case RuleType.breakThematic:
      return '\n';
    case RuleType.orderedList:
    case RuleType.unorderedList:
      return block(node.items.map((item) => textOf(item)).join('\n'));
    case RuleType.table:
      return block(
        [node.header, ...node.cells].map((row) => row.map((cell) => textOf(cell)).join(' ')).join('\n'),
      );
    case RuleType.gfmTask:
    case RuleType.htmlComment:
    case RuleType.frontmatter:
    case RuleType.ref:
    case RuleType.refCollection:
    case RuleType.footnote:
      return '';
    case RuleType.footnoteReference:
      return node.text ?? '';
    default:
      return 'children' in node && Array.isArray(node.children) ? block(textOf(node.children as Node[])) : '';
  }
}

/** The text of `markdown` as the page shows it, its white space folded to single spaces. */
export function plainText(markdown: string): string {
  // As the renderer: raw HTML is text, not markup.
  const ast = parser(markdown, { disableParsingRawHTML: true });
  return textOf(ast).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters (as people count them) from the start of `markdown`'s plain text. */
export function plainExcerpt(markdown: string, max: number): string {
  const text = plainText(markdown);
  return characterCount(text) <= max ? text : Array.from(text).slice(0, max).join('').trimEnd();
}
