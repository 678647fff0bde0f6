/** The `armory simulate` command that plays the same games as a play-test run, to hand to an engineer. */

/** A play-test run as the form asked for it (seats from 1; options as the module names them). */
export interface PlaytestRequest {
  games: number;
  seed: number | string;
  /** Given only for a game whose seat count may vary. */
  seats?: number;
  /** One player per seat. */
  players: string[];
  /** The game's own options that were given: a string or number option's value, `true` for a switch. */
  options: Record<string, string | number | boolean | undefined>;
}

/** A word as a POSIX shell reads it back unchanged: bare when it is plain, else in single quotes. */
export function shellWord(text: string): string {
  return /^[A-Za-z0-9_.,:/=+@%-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `npx armory simulate <game> --games N --seed S --players a,b [--seats N] [game options]`. */
export function commandLine(game: string, request: PlaytestRequest): string {
  // A value starting with '-' would read as an option of its own, so it is joined to its flag.
  const flag = (name: string, value: string) => (value.startsWith('-') ? [`--${name}=${value}`] : [`--${name}`, value]);
  const words = ['npx', 'armory', 'simulate', game, '--games', String(request.games), ...flag('seed', String(request.seed))];
  words.push('--players', request.players.join(','));
  if (request.seats !== undefined) words.push('--seats', String(request.seats));
  for (const [name, value] of Object.entries(request.options)) {
    if (value === true) words.push(`--${name}`);
    else if (typeof value === 'string' || typeof value === 'number') words.push(...flag(name, String(value)));
  }
  return words.map(shellWord).join(' ');
}
