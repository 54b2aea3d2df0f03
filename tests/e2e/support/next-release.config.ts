// The app's build as its next release would be: the sign-up screen's code changed (so its chunk, and the chunks that
// name it, get new file names) and the page saying its release number. tests/e2e/release.test.ts deploys it.
import { mergeConfig, type Plugin } from 'vite';
import base from '../../../vite.config';

const nextRelease: Plugin = {
  name: 'lanes:next-release',
  transform(code, id) {
    return /[\\/]src[\\/]app[\\/]routes[\\/]SignUpRoute\.tsx$/.test(id)
      ? `${code}\nconsole.debug('release 2');\n`
      : null;
  },
  transformIndexHtml(html) {
    return html.replace('</head>', '<meta name="lanes-release" content="2" /></head>');
  },
};

export default mergeConfig(base, { plugins: [nextRelease] });
