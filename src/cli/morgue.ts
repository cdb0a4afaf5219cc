/** `athack morgue`: the morgue files of ended games, newest first. */
import type { Command } from 'commander';
import { listMorgue, morgueDir } from '../persist/morgue.js';
import { readableSaveDir, saveDir } from './dirs.js';
import type { Io } from './io.js';
import { fitLine, fitPath, outLines, printJson } from './format.js';
import { counted } from '../base/words.js';
import { plainText } from '../core/plain-text.js';
import { when } from '../base/when.js';

export function register(program: Command, io: Io): Command {
  return program
    .command('morgue')
    .description('list the morgue files of games that ended')
    .option('--save-dir <dir>', 'the save folder whose morgue/ to read (ATHACK_SAVE_DIR; default ~/.local/share/athack)')
    .option('--json', 'print JSON')
    .action((opts: { saveDir?: string; json?: boolean }) => {
      const dir = readableSaveDir(saveDir(opts.saveDir, io));
      const skipped: string[] = [];
      const files = listMorgue(dir, skipped);
      if (skipped.length > 0) io.err(io.paint.yellow(`athack: skipped ${counted(skipped.length, 'file')} that ${skipped.length === 1 ? 'is not a morgue file' : 'are not morgue files'}: ${plainText(skipped.sort().join(', '))}`));
      if (opts.json) return printJson(io, { morgue: files.map((f) => ({ file: f.file, title: f.title, date: new Date(f.mtime).toISOString() })) });
      if (files.length === 0) return outLines(io, fitPath(io, 'No morgue files yet in', `${morgueDir(dir)}.`));
      outLines(io, files.flatMap((f) => [...fitLine(io, `${when(f.mtime)}  ${plainText(f.title)}`), ...fitPath(io, '   ', plainText(f.file))]));
    });
}
