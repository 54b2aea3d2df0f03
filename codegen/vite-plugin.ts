// `npm run dev` regenerates on save: Vite's own file watcher tells codegen/watch.ts of every change; a failed run is
// printed in the terminal and shown in the browser's error overlay (the last good generated/ stays), and the next
// good run clears it with a reload. Only the dev server loads codegen (`apply: 'serve'`, imported on start).
import type { Plugin } from 'vite';

export function codegenOnSave(): Plugin {
  return {
    name: 'lanes:codegen-on-save',
    apply: 'serve',
    async configureServer(server) {
      const { watchCodegen } = await import('./watch');
      const logger = server.config.logger;
      let failed = false;
      const watch = watchCodegen(server.config.root, {
        onSuccess(ms, trigger) {
          logger.info(`codegen: generated/ updated after ${trigger} (${Math.round(ms)} ms)`, {
            timestamp: true,
          });
          // The overlay stays until a full reload; generated/'s own changes have already gone out as updates.
          if (failed) server.ws.send({ type: 'full-reload' });
          failed = false;
        },
        onError(error, trigger) {
          failed = true;
          const message = `codegen failed after ${trigger}; generated/ is left as it was.\n${error.message}`;
          logger.error(message, { timestamp: true });
          server.ws.send({
            type: 'error',
            err: { message, stack: '', plugin: 'lanes:codegen-on-save', id: trigger },
          });
        },
      });
      for (const event of ['add', 'change', 'unlink'] as const)
        server.watcher.on(event, (file: string) => watch.changed(file));
    },
  };
}
