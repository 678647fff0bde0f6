/**
 * What a game package exports to the registry: one `GameModule` object. The CLI and the editor find games
 * only through it (the registry list is `@armory/registry`), so adding a game touches no shared code.
 *
 * A module object must be importable in the browser (the editor resolves previews through it): keep
 * Node-only parts (files, worker threads) out of the module's import graph.
 */
import type { Action, Game, PlayerId, Status } from '../contract.js';
import type { EffectCatalog } from '../rules/catalog.js';
import type { ScenarioHooks } from '../scenario/scenario.js';
import type { RateTable } from './rate-table.js';

/** How many seats a game takes. */
export interface SeatCounts {
  /** Fewest seats. */
  min: number;
  /** Most seats. */
  max: number;
  /** Seats when the user names none. */
  default: number;
  /**
   * The counts the rules play when some count from `min` to `max` is not one of them (Neuroshima Hex plays 2, or 4 in
   * team play, never 3), fewest first; left out, every count from `min` to `max` plays.
   */
  played?: readonly PlayedSeatCount[];
}

/** One seat count a game plays, with how it is played where the count alone does not say. */
export interface PlayedSeatCount {
  seats: number;
  /** How this count is played, after the number in messages: `in team play with --teams`. */
  how?: string;
}

/**
 * What kind of game it is, in OpenSpiel's terms, so players and tools can treat it right without
 * knowing the game.
 */
export interface GameTraits {
  /** `sequential`: one seat decides at a time. `simultaneous`: seats commit hidden choices revealed together. */
  turns: 'sequential' | 'simultaneous';
  /** Whether dice, shuffles or draws decide anything. */
  chance: boolean;
  /** Whether `view` hides anything from some seat. */
  hiddenInformation: boolean;
}

/**
 * One command-line option: a game's own (`armory simulate <game> --armies A,B`) or one of a game command's
 * (`armory hott odds --attacker knights`). `C` is the game's content. The CLI reads every option through the same
 * reader (`options/option-values.ts`), so a mistake in one is told in the same words as in any other.
 */
export interface GameOption<C = any> {
  /** The flag without dashes, in kebab case: `armies`, `turn-limit`. */
  name: string;
  /** `string` takes a value, `number` a whole number, `boolean` is a switch. */
  type: 'string' | 'number' | 'boolean';
  /** A one-letter form, `o` for `-o DIR`. */
  short?: string;
  /** The value's placeholder in help, e.g. `A,B`. */
  placeholder?: string;
  /** One line of help text. */
  help: string;
  /**
   * The values a string option takes, read from the content where they live there (army ids, troop types, card
   * sets), so the editor's play-test form can offer them; omitted for free values (a number, team numbers).
   * A value not among them is refused before the game sees it.
   */
  choices?(content: C): string[];
  /** Whether the value is a comma-separated list of choices (one per seat, or several at once) rather than one. */
  list?: boolean;
  /** The whole numbers a `number` option takes, from the content where the rules bound them; default 0 and up. */
  range?(content: C): { min: number; max: number };
  /** Refused when left out. */
  required?: boolean;
  /** The value when the option is left out. */
  default?: string | number | boolean;
}

/**
 * One field of a game's set-up options (`Game.setup`'s) and the command-line option that sets it, so a saved log's
 * options are read back as the options that set them up and checked as the command line is (`GameModule.optionFields`).
 */
export interface OptionField {
  /** The field: its name, or a dotted path to one inside an object (`boundLimit`, `situation.attacker.type`). */
  field: string;
  /** The option that sets it, by name: one of the module's `options`, or `seats` (`--seats`, which `seatsGiven` reads). */
  option: string;
  /**
   * The field's value as the option is typed (`off` for a turn limit of null), or undefined for the option left out.
   * Default: a list joined by commas (an empty one left out), a switch on as true and off as left out, anything else as its text.
   */
  typed?(value: unknown): string | boolean | undefined;
}

/** Parsed values of options, by option name: text, a whole number or a switch's true; undefined when left out. */
export type GameOptionValues = Record<string, string | number | boolean | undefined>;

/** A game's options resolved for one run: what `setup` gets, and how seats are labelled in reports. */
export interface ResolvedOptions<O> {
  /** The options given to `Game.setup`. */
  options: O;
  /** Seats in play. */
  seats: number;
  /** A short label per seat for reports (an army name, "seat 1"); seats are shown to users as 1..n. */
  seatLabels: string[];
  /** Team play: each seat's team, as the user numbered them; a team's seats win together, so reports give one row per team. */
  teams?: number[];
}

/** Thrown by a module for a user's mistake in options or content choice: the CLI prints the message and exits 2. */
export class OptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OptionError';
  }
}

/**
 * A per-game statistic a simulation report shows (its mean over the games). `steps`, the number of actions,
 * is always there besides the keys of `Game.stats`.
 */
export interface ReportStat<C = any> {
  /** The key in `Game.stats`'s record; with `perSeat`, the prefix of `<key><seat index from 0>` (hq0, hq1). */
  key: string;
  /** The label in reports, e.g. "HQ damage taken"; in the game-length line, the unit ("turns"). */
  label: string;
  /** The field's name in `--json` reports; default `key`. */
  json?: string;
  /** Digits after the point in text reports (default 2). */
  digits?: number;
  /** One value per seat, shown as one line per seat. */
  perSeat?: boolean;
  /** Shown in the "game length" line, labelled by its unit. */
  inLength?: boolean;
  /** Turns the mean into the figure shown, e.g. damage taken = HQ toughness - hit points left. */
  shown?(mean: number, content: C): number;
  /** The total the figure is out of ("2.20 of 20"). */
  outOf?(content: C): number;
}

/** Draws a picture (SVG text) of one content value, e.g. a tile, a card or a board. */
export type Preview = (value: unknown, context: PreviewContext) => string;

/** What a preview may look at besides the value itself. */
export interface PreviewContext {
  /** The whole parsed file the value sits in (an army file's colour, a deck's frame). */
  file: unknown;
  /** The game's other content when the caller has it loaded (a board preview needs the land tiles). */
  content?: unknown;
  /** Text lookup for translatable names, when the caller shows a locale other than English. */
  text?: (key: string, english: string) => string;
  /**
   * Set when drawing one printed copy (`number`, 1..`of`) of a value printed in several: a picture may differ from
   * copy to copy (only some of a tile's copies carry a star). Unset, the picture stands for all of them.
   */
  copy?: { number: number; of: number };
}

/** What a game command may use to talk to the user (the CLI's streams and the workspace root). */
export interface GameCommandIO {
  /** Workspace root (where content/ and schemas/ are). */
  root: string;
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** Whether standard output is a terminal. */
  isTTY: boolean;
  /**
   * Writes each file (name -> text) into folder `dir`, relative to the current folder, making the folder and any
   * missing ones above it; returns the paths written. Throws an Error saying what failed, in words for users. The
   * command-line tool does the writing, so a game's commands stay free of Node's file system (and loadable in
   * the browser).
   */
  writeFiles(dir: string, files: Record<string, string>): string[];
  /**
   * " (did you mean greedy?)" when `typed` is most likely one of `known`, else "": the command line's rule, which a
   * command passes to the readers that take one (`playersNamed`, `playerProblem`), so its mistakes are told as
   * `armory simulate` tells them. Left out, no suggestion is made.
   */
  suggest?(typed: string, known: string[]): string;
}

/** `-o, --out DIR`: where a game command that writes files (`GameCommandIO.writeFiles`) puts them. */
export const OUT_FOLDER_OPTION: GameOption = {
  name: 'out',
  short: 'o',
  type: 'string',
  placeholder: 'DIR',
  help: 'where to write (default: the current folder; made if missing)',
  default: '.',
};

/**
 * A command a game adds under its id, e.g. `armory hott odds ...`. It declares its options as data; the CLI reads
 * the arguments with the reader every armory command uses (an unknown option, one given twice, a missing value, a
 * number that is not one, a value not among the option's choices: each refused in the same words, exit 2) and
 * prints the command's help from them. `content` is the game's validated content, shaped by `GameModule.content`.
 * `run` returns the exit status (0 done, 1 a failure the user asked about, 2 usage or I/O error); it throws
 * `OptionError` for a usage mistake only it can see.
 */
export interface GameCommand<C = any> {
  /** The word after the game id (`odds`). */
  name: string;
  /** One line for `armory <game> --help`. */
  summary: string;
  /** What the command does, a paragraph or two for its help; the usage line and the options are added to it. */
  about: string;
  /** Its options, each with one line of help. */
  options: GameOption<C>[];
  /** The words it takes besides options, as its usage line shows them (`FILE...`); left out when it takes none. */
  positionals?: string;
  /** Its exit statuses for its help, e.g. `0 done, 2 usage or I/O error.` */
  exitStatus: string;
  /** Runs it with the options' values read and checked (defaults filled in) and any words besides them. */
  run(values: GameOptionValues, io: GameCommandIO, content: C, positionals: string[]): Promise<number>;
}

/**
 * How the search players (MCTS) play a game whose random playouts run long: a playout stops after `playoutSteps`
 * actions and the state is scored with the module's `evaluate`, scaled from `evaluateRange` to MCTS's 0..1. These
 * tune the search, not the rules: they change how well and how fast MCTS plays, never what is legal.
 */
export interface SearchSettings {
  /**
   * Random actions a playout takes before it stops and the state is scored (MCTS plays to the end otherwise); in a
   * simultaneous game's search it also bounds the walk down the tree.
   */
  playoutSteps: number;
  /** The least and the most `evaluate` gives (a finished game's loss and win): MCTS scores a cut-short playout as where it lies between them. */
  evaluateRange: { least: number; most: number };
  /**
   * Visits each action at the root starts with, scoring the state just after it by `evaluate` (MctsOptions
   * `priorVisits`): for a game with more actions a decision than the search has iterations. Default none.
   */
  priorVisits?: number;
}

/** A module object for the registry. `S`, `A`, `C`, `O` are the game's state, action, content and options types. */
export interface GameModule<S = any, A extends Action = any, C = any, O = any> {
  /** The id: the folder name under content/, schemas/ and libs/games/ (`tic-tac-toe`). */
  id: string;
  /** The display name ("Tic-tac-toe"). */
  name: string;
  /** Seats the game allows. */
  seats: SeatCounts;
  /** What kind of game it is. */
  traits: GameTraits;
  /** The rules on the engine contract. */
  game: Game<S, A, C, O>;
  /**
   * Shapes validated content (as its typed content package exports it, `{ armies, rules, ... }`) into what
   * `game.setup` takes. Identity for most games.
   */
  content(loaded: Record<string, unknown>): C;
  /** The game's own command-line options, with help text. */
  options: GameOption<C>[];
  /**
   * Builds setup options from the option values and the seat count the user asked for (if any). Its callers (the
   * CLI, the editor's play-test) read the values first (`readOptionValues`: each value one of its option's choices,
   * numbers in range, defaults filled in), so it checks only what choices cannot say; throws `OptionError`.
   */
  resolveOptions(values: GameOptionValues, seats: number | undefined, content: C): ResolvedOptions<O>;
  /**
   * Each field of the set-up options and the option that sets it: `armory replay` reads a saved log's options back
   * through them, checks them with the reader and `resolveOptions` as `armory simulate` checks its command line, and
   * refuses a field that no option sets up as the log holds it (`match/saved-options.ts`). Left out, a log's options
   * are checked only by `Game.setup`.
   */
  optionFields?: readonly OptionField[];
  /** Rates a state for a seat, higher is better (the greedy player and reports); optional. */
  evaluate?(state: S, seat: PlayerId): number;
  /**
   * How MCTS cuts its playouts short and scores where they stop (with `evaluate`); left out, a playout runs to the
   * end of the game (or 500 actions) and a playout cut short counts as even.
   */
  search?: SearchSettings;
  /** Statistics a simulation report shows, from `game.stats`. */
  report: ReportStat<C>[];
  /** Extra tables a simulation report shows after the statistics, filled in from sums of `game.stats` keys. */
  tables?: RateTable<C, O>[];
  /** Actions after which a simulated game counts as unfinished (default 10,000). */
  maxSteps?: number;
  /** Why a finished game ended, in words for reports (`status.reason` by default). */
  describeEnd?(status: Status & { over: true }): string;
  /** Pictures of content values, by the name a schema gives in `x-preview`. */
  previews?: Record<string, Preview>;
  /** Commands of this game's own (`armory <id> <command>`). */
  commands?: GameCommand<C>[];
  /**
   * The game's word for a seat where its rule book has one ("player" names seat 1 "player 1"), used wherever a
   * seat is named to users: the engine's messages (scenario failures, replay results), the editor's play-test
   * page. Default "seat".
   */
  seatWord?: string;
  /**
   * Seat paths (`scenario/seats.ts`) of the game's actions and events: a field holding a seat or a list of seats,
   * e.g. `['seat', 'by']`, or a seat inside an object, `'standings.seat'`. Scenario files and saved logs count them
   * from 1 like every seat: the scenario runner converts a file's actions to the game's count and compares events
   * and legal actions in the file's, and a saved log holds them from 1. Left out when the game's actions and
   * events name no seat by number, or already count from 1.
   */
  seatFields?: readonly string[];
  /**
   * Seat paths (`scenario/seats.ts`) of the game's set-up options (`Game.setup`'s options), e.g. `['first']` for an
   * option naming the seat that starts: a saved log holds them from 1, and replay messages show them so. Left out
   * when no option names a seat.
   */
  optionSeats?: readonly string[];
  /** How scenario files set up this game and what else they may expect (`armory scenario run`). */
  scenarios?: ScenarioHooks<S, C>;
  /** The game's ability or effect catalogs, held to their content and parameter schemas by a test over the registry. */
  catalogs?: EffectCatalog[];
}
