// `node build/server.mjs` as an operator runs it on a data directory it cannot use: one clear line and exit code 1
// (the other fixable startup problems: foundation-main-errors.test.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mainProcesses } from '../support/main-process';
import { tempDir } from '../support/temp';

const { spawn: startMain } = mainProcesses();

describe('server/main.ts on a data directory it cannot use', () => {
  it('says a corrupt data directory should be moved away', async () => {
    const corrupt = await tempDir('lanes-corrupt-');
    await writeFile(path.join(corrupt, 'PG_VERSION'), 'not a version\n');
    await mkdir(path.join(corrupt, 'global'));
    await writeFile(path.join(corrupt, 'global', 'pg_control'), 'garbage');
    const result = await startMain({ DATA_DIR: corrupt }).exited;
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      new RegExp(
        `^lanes: The embedded database in ${corrupt} is corrupt or unreadable \\([^\\n]+\\): ` +
          'move that directory away \\(a fresh one is created and seeded\\) or set DATA_DIR\\n$',
      ),
    );
  });

  it('refuses a data directory that holds something else', async () => {
    const other = await tempDir('lanes-other-');
    await writeFile(path.join(other, 'notes.txt'), 'mine');
    const result = await startMain({ DATA_DIR: other }).exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `lanes: Cannot use the data directory ${other} (it is not a database directory): move it away or set DATA_DIR to another directory\n`,
    });
  });

  it('an existing but empty data directory is refused, never silently seeded', async () => {
    const empty = await tempDir('lanes-empty-');
    const result = await startMain({ DATA_DIR: empty }).exited;
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `lanes: Cannot use the data directory ${empty} (it exists but is empty; Lanes creates and seeds a ` +
        'database only where no directory exists): move it away or set DATA_DIR to another directory\n',
    });
  });
});
