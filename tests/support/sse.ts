// A GraphQL subscription over Server-Sent Events (a POST with `accept: text/event-stream`), read message by message,
// through any fetch: the network's (a listening service) or an app's own yoga.fetch (in-process).

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface SseMessage {
  /** `next` or `complete`. */
  event: string;
  data: Loose;
}

export interface SseStream {
  /** The next message; null when the stream ended. */
  next(): Promise<SseMessage | null>;
  /** The `data` of the next `n` `next` messages (throws when the stream ends first). */
  take(n: number): Promise<Loose[]>;
  leave(): Promise<void>;
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export async function sse(
  fetchFn: FetchLike,
  url: string,
  query: string,
  variables: Record<string, unknown>,
  cookie?: string,
): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetchFn(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<SseMessage | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const event =
          lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim() ?? 'message';
        const text = lines
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n');
        return { event, data: text ? JSON.parse(text) : null };
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  };
  const take = async (n: number): Promise<Loose[]> => {
    const out: Loose[] = [];
    while (out.length < n) {
      const message = await next();
      if (!message) throw new Error(`the stream ended after ${out.length} of ${n} messages`);
      if (message.event === 'next') out.push(message.data);
      else if (message.event === 'complete')
        throw new Error(`the stream completed after ${out.length} of ${n}`);
    }
    return out;
  };
  const leave = async () => {
    controller.abort();
    await reader.cancel().catch(() => undefined);
  };
  return { next, take, leave };
}
