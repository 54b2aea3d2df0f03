// Markdown text, with the renderer loaded on first use (it stays out of the board's bundle). Until it arrives, the
// text shows as typed, with its line breaks.
import { lazy, Suspense } from 'react';

const MarkdownView = lazy(() => import('./MarkdownView'));

export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <div className={['markdown prewrap', className].filter(Boolean).join(' ')} dir="auto">
          {text}
        </div>
      }
    >
      <MarkdownView text={text} className={className} />
    </Suspense>
  );
}
