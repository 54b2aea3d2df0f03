// User Markdown by markdown-to-jsx, safe by construction: raw HTML shows as text, links keep only http(s) and mailto,
// images show their alt text (no tracking pixels), and headings become bold paragraphs (the page keeps its outline).
import { Markdown, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const SAFE_URL = /^(https?:|mailto:)/i;
/** A mention's target (src/lib/validation/mentions.ts): `@[Label](user:<id>)` parses as "@" and a link to it. */
const MENTION_URL = /^user:([A-Za-z0-9-]{1,64})$/;

export interface MentionedUser {
  id: string;
  name: string;
}

/** The mentioned users' current names by id (from Comment.mentions), for the links that stand for mentions. */
const MentionNames = createContext<ReadonlyMap<string, string>>(new Map());

/** Only absolute http(s) and mailto URLs survive; anything else (javascript:, data:, relative) is dropped. */
export function safeUrl(value: string): string | null {
  const url = value.trim();
  return SAFE_URL.test(url) ? url : null;
}

/** A mention shows the user's current name, as text; one the service does not resolve shows the label as typed. */
function Mention({ id, children }: { id: string; children?: ReactNode }) {
  const name = useContext(MentionNames).get(id);
  // <bdi>: a name is set inside someone else's sentence, and must not reorder it.
  return name === undefined ? <bdi>{children}</bdi> : <bdi className="mention">{name}</bdi>;
}

function SafeLink({ href, children }: { href?: string; children?: ReactNode }) {
  const mention = href ? MENTION_URL.exec(href) : null;
  if (mention) return <Mention id={mention[1]!}>{children}</Mention>;
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
    attribute === 'href' && MENTION_URL.test(value)
      ? value
      : attribute === 'href' || attribute === 'src'
        ? safeUrl(value)
        : value,
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

export default function MarkdownView({
  text,
  className,
  mentions = [],
}: {
  text: string;
  className?: string;
  mentions?: readonly MentionedUser[];
}) {
  const names = useMemo(() => new Map(mentions.map((u) => [u.id, u.name])), [mentions]);
  return (
    <div className={['markdown', className].filter(Boolean).join(' ')} dir="auto">
      <MentionNames.Provider value={names}>
        <Markdown options={OPTIONS}>{text}</Markdown>
      </MentionNames.Provider>
    </div>
  );
}
