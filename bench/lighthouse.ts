// Lighthouse for `npm run bench:web`, a package of its own (bench/lighthouse/, locked): no test uses it, and in the
// project's dependencies it was 182 packages and 194 MB, a third of what `npm ci` installed for every test run.
// The bench installs it with `npm ci` on its first run; the types below are the part of its API the bench reads.
// Its package pins the two packages a dependency of Lighthouse asks for as `latest`, which `npm ci` cannot check
// against a lock.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DIR = fileURLToPath(new URL('./lighthouse/', import.meta.url));

export interface LighthouseFlags {
  port: number;
  output: 'json';
  logLevel: 'error';
  onlyCategories: string[];
  disableStorageReset: boolean;
  extraHeaders?: Record<string, string> | undefined;
}

export interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
}

export interface LaunchedChrome {
  port: number;
  kill(): void;
}

export interface Lighthouse {
  run(url: string, flags: LighthouseFlags): Promise<LighthouseResult | undefined>;
  launchChrome(options: {
    chromePath: string;
    chromeFlags: string[];
    userDataDir: string;
  }): Promise<LaunchedChrome>;
}

const modulePath = (...parts: string[]) => pathToFileURL(path.join(DIR, 'node_modules', ...parts)).href;

export async function loadLighthouse(): Promise<Lighthouse> {
  if (!existsSync(path.join(DIR, 'node_modules', 'lighthouse', 'package.json'))) {
    console.error('bench:web: installing Lighthouse into bench/lighthouse/node_modules (once)');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], {
      cwd: DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  const [lighthouse, chromeLauncher] = await Promise.all([
    import(modulePath('lighthouse', 'core', 'index.js')),
    import(modulePath('chrome-launcher', 'dist', 'index.js')),
  ]);
  return { run: lighthouse.default, launchChrome: chromeLauncher.launch };
}
