/** Runs the real `athack` program in-process, as a user's command line would, and keeps what it prints. */
import { memoryIo } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';

export async function athack(...argv: string[]) {
  const io = await memoryIo();
  const code = await run(argv, io);
  return { code, stdout: io.stdout.join(''), stderr: io.stderr.join('') };
}

/** Runs a `--json` command and parses what it printed. */
export async function athackJson<T = any>(...argv: string[]): Promise<T> {
  const r = await athack(...argv, '--json');
  if (r.code !== 0) throw new Error(`athack ${argv.join(' ')} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}
