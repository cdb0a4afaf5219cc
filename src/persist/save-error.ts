/** A save or morgue file that cannot be used, with the file and the problem named for the player: the problem reads on from the file's name ("…/Ada.json is cut short"). */
export class SaveError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file} ${problem}`);
    this.name = 'SaveError';
  }
}
