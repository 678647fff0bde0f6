/**
 * The registry list: every game the CLI and the editor know. Adding a game is one line here (its package's
 * module object) and its dependency in this package's package.json.
 */
import type { GameModule } from '@armory/engine';
import { neuroshimaHexModule } from '@armory/game-neuroshima-hex';
import { shiftingHillsModule } from '@armory/game-shifting-hills';
import { hottModule } from '@armory/game-hott';
import { houndsModule } from '@armory/game-hounds';

/** The registered games, in the order `armory games` lists them. */
export const GAMES: readonly GameModule[] = [neuroshimaHexModule, shiftingHillsModule, hottModule, houndsModule];
