// The app's build as its next release would be: the sign-up screen's code changed (so its chunk, and the chunks that
// name it, get new file names), one document changed (next-release.ts: MoveTask, with a new hash) and the
// page saying its release number. tests/e2e/release.test.ts and tests/e2e/offline-release.test.ts deploy it.
import type { Plugin, UserConfig } from 'vite';
import base from '../../../vite.config';
import { CHANGED_OPERATION, nextOperationMeta } from './next-release';

/** The generated module's meta, one JSON object on one line (codegen/hooks-plugin.ts writes it so). */
const META = /(generatedDocument<[^>]*>\()(\{.*\})(\);)$/m;

const nextRelease: Plugin = {
  name: 'lanes:next-release',
  // Before TypeScript is stripped: the generated module's meta is then still the JSON codegen wrote.
  enforce: 'pre',
  transform(code, id) {
    if (/[\\/]src[\\/]app[\\/]routes[\\/]SignUpRoute\.tsx$/.test(id))
      return `${code}\nconsole.debug('release 2');\n`;
    if (id.endsWith(`/generated/operations/${CHANGED_OPERATION}.ts`)) {
      const meta = META.exec(code);
      if (!meta) throw new Error(`${id}: no generated meta to change`);
      return code.replace(
        META,
        (_, open: string, json: string, close: string) =>
          `${open}${JSON.stringify(nextOperationMeta(JSON.parse(json)))}${close}`,
      );
    }
    return null;
  },
  transformIndexHtml(html) {
    return html.replace('</head>', '<meta name="lanes-release" content="2" /></head>');
  },
};

// First, so it reads the module's document text before the build leaves it out (vite.config.ts: documentsByHashOnly).
export default { ...base, plugins: [nextRelease, ...(base.plugins ?? [])] } satisfies UserConfig;
