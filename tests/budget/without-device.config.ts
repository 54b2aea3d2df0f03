// The app's build with what the device adds to the first paint (src/app/device.ts: the persister, IndexedDB, the
// kept changes; src/app/serviceWorker.ts: the registration) replaced by stubs: the budget test builds both and holds
// the difference (tests/budget/bundle.test.ts, "what the device adds").
import { mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config';

const STUBS: Record<string, string> = {
  device: `export const restoredMutations = new Set();
export const keptElsewhere = { size: () => 0, subscribe: () => () => {} };
export async function restoreDevice() { return null; }
export function revalidateFrame() { return Promise.resolve(); }
export function signedInHere() { return /(^|; )lanes_signed_in=/.test(document.cookie); }
export function sendKeptChanges() { return Promise.resolve(); }
export async function wipeDevice() {}`,
  serviceWorker: `export function registerServiceWorker() {}
export function newVersionReady() { return false; }
export function onNewVersion() { return () => {}; }`,
};

const withoutDevice: Plugin = {
  name: 'lanes:without-device',
  enforce: 'pre',
  resolveId(source, importer) {
    const name = /\/(device|serviceWorker)$/.exec(source)?.[1];
    if (!name || !importer || !/[\\/]src[\\/]/.test(importer)) return null;
    return `\0stub:${name}`;
  },
  load(id) {
    return id.startsWith('\0stub:') ? STUBS[id.slice('\0stub:'.length)] : null;
  },
};

export default mergeConfig(base, { plugins: [withoutDevice] });
