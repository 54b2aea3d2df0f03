// User Markdown (descriptions, comments) rendered by markdown-to-jsx: links, lists, code, emphasis. Safe by
// construction: raw HTML is never parsed (it shows as the text that was typed), links keep only http(s) and mailto
// targets and open in a new tab without access to this one, images render as their alt text (no tracking pixels),
// and headings become bold paragraphs so user text cannot break the page's outline. Loaded lazily (Markdown.tsx):
// only the task page needs it. markdown-to-jsx over react-markdown: ~18 kB against ~45 kB gzip with remark/micromark.
import { Markdown, type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';

const SAFE_URL = /^(https?:|mailto:)/i;

/** Only absolute http(s) and mailto URLs survive; anything else (javascript:, data:, relative) is dropped. */
export function safeUrl(value: string): string | null {
  const url = value.trim();
  return SAFE_URL.test(url) ? url : null;
}

function SafeLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function ImageAsText({ alt }: { alt?: string }) {
  return <span className="md-image">{alt ? `[${alt}]` : ''}</span>;
}

function Heading({ children }: { children?: ReactNode }) {
  return (
    <p>
      <strong>{children}</strong>
    </p>
  );
}

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  tagfilter: true,
  sanitizer: (value, _tag, attribute) =>
    attribute === 'href' || attribute === 'src' ? safeUrl(value) : value,
  overrides: {
    a: SafeLink,
    img: ImageAsText,
    h1: Heading,
    h2: Heading,
    h3: Heading,
    h4: Heading,
    h5: Heading,
    h6: Heading,
  },
  forceWrapper: true,
  wrapper: 'div',
};

export default function MarkdownView({ text, className }: { text: string; className?: string }) {
  return (
    <div className={['markdown', className].filter(Boolean).join(' ')} dir="auto">
      <Markdown options={OPTIONS}>{text}</Markdown>
    </div>
  );
}
