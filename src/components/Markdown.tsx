// Markdown with the renderer loaded on first use (out of the board's bundle); until then the text shows as typed.
import { lazy, Suspense } from 'react';

const MarkdownView = lazy(() => import('./MarkdownView'));

export function Markdown({
  text,
  className,
  mentions,
}: {
  text: string;
  className?: string;
  /** Comment.mentions: the users whose mention tokens show as their current names. */
  mentions?: readonly { id: string; name: string }[];
}) {
  return (
    <Suspense
      fallback={
        <div className={['markdown prewrap', className].filter(Boolean).join(' ')} dir="auto">
          {text}
        </div>
      }
    >
      <MarkdownView text={text} className={className} mentions={mentions} />
    </Suspense>
  );
}
