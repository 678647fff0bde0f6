/**
 * Checks a situation against the content before a combat is fought, so a typo in a troop type or a count
 * that is not a whole number is one clear error instead of a table that quietly matches nothing.
 */
import {
  COMBAT_KINDS,
  FACINGS,
  GOINGS,
  SIDE_COUNTS,
  SIDE_SWITCHES,
  SIDES,
  type CombatKind,
  type SideSituation,
  type Situation,
} from './situation.js';
import type { CombatRules } from './rules.js';

/** A situation that names something the content does not have, or a value of the wrong kind. */
export class SituationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SituationError';
  }
}

function knownType(rules: CombatRules, type: unknown, where: string): void {
  if (typeof type === 'string' && rules.types.has(type)) return;
  throw new SituationError(
    `${where}: unknown troop type ${typeof type === 'string' ? `'${type}'` : JSON.stringify(type)}; known: ${[...rules.types.keys()].join(', ')}`,
  );
}

function oneOf(value: unknown, allowed: readonly string[], where: string): void {
  if (value === undefined || allowed.includes(value as string)) return;
  throw new SituationError(`${where} must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}`);
}

const COUNTS = Object.keys(SIDE_COUNTS) as (keyof typeof SIDE_COUNTS)[];
const SWITCHES = Object.keys(SIDE_SWITCHES) as (keyof typeof SIDE_SWITCHES)[];

/** Whether a troop type can start a combat of this kind: a shot needs a range, a spell a spell range (troop-types.yaml). */
export function canAttack(rules: CombatRules, kind: CombatKind, type: string): boolean {
  const troops = rules.types.get(type);
  if (kind === 'shooting') return troops?.range !== undefined;
  if (kind === 'spell') return troops?.spellRange !== undefined;
  return troops !== undefined;
}

/** The types that can start a combat of this kind, for messages. */
const attackersOf = (rules: CombatRules, kind: CombatKind) => [...rules.types.keys()].filter((id) => canAttack(rules, kind, id)).join(', ');

/** A shot by a type with no range, a spell by a type with no spell range, or shooting back without a range. */
function checkKind(rules: CombatRules, situation: Situation): void {
  const kind = situation.kind ?? 'close';
  const { attacker, defender } = situation;
  if (kind === 'shooting' && !canAttack(rules, kind, attacker.type))
    throw new SituationError(
      `attacker: ${attacker.type} cannot shoot (troop-types.yaml gives it no range); types that shoot: ${attackersOf(rules, kind)}`,
    );
  if (kind === 'spell' && !canAttack(rules, kind, attacker.type))
    throw new SituationError(
      `attacker: ${attacker.type} cannot cast a spell (troop-types.yaml gives it no spellRange); types that cast: ${attackersOf(rules, kind)}`,
    );
  if (situation.shotBack === true && kind !== 'shooting') throw new SituationError(`shotBack is for shooting; this is ${kind} combat`);
  if (situation.shotBack === true && !canAttack(rules, kind, defender.type))
    throw new SituationError(
      `defender: ${defender.type} cannot shoot back (troop-types.yaml gives it no range); types that shoot: ${attackersOf(rules, kind)}`,
    );
}

/**
 * More overlaps and contacts than an element has edges (combat.yaml `edges`): each flank is overlapped or in
 * contact at most once, and each rear in contact (seeds/hott.md, D21).
 */
function checkEdges(rules: CombatRules, element: SideSituation, side: string): void {
  const { flanks, rears } = rules.content.combat.edges;
  const { overlaps = 0, flankContacts = 0, rearContacts = 0 } = element;
  if (overlaps + flankContacts > flanks)
    throw new SituationError(
      `${side}: ${overlaps} overlaps and ${flankContacts} flank contacts, but an element has ${flanks} flanks, each overlapped or in contact once at most`,
    );
  if (rearContacts > rears)
    throw new SituationError(`${side}: ${rearContacts} rear contacts, but an element has ${rears} rear${rears === 1 ? '' : 's'}`);
}

/** The classes of the other enemies in contact: troop classes the content declares, one for each flank or rear contact at most. */
function checkContactClasses(rules: CombatRules, element: SideSituation, side: string): void {
  const classes: unknown = element.contactClasses;
  if (classes === undefined) return;
  const known = rules.content.troopTypes.classes.map((c) => c.id);
  if (!Array.isArray(classes)) throw new SituationError(`${side}.contactClasses must be a list of troop classes (${known.join(', ')})`);
  for (const c of classes) oneOf(c, known, `${side}.contactClasses`);
  const contacts = (element.flankContacts ?? 0) + (element.rearContacts ?? 0);
  if (classes.length > contacts)
    throw new SituationError(
      `${side}: ${classes.length} contact classes, but ${contacts} flank and rear contacts (one class for each enemy in contact besides the one fought)`,
    );
}

/** Throws a `SituationError` naming the first thing wrong with a situation. */
export function checkSituation(rules: CombatRules, situation: Situation): void {
  oneOf(situation.kind, COMBAT_KINDS, 'kind');
  if (situation.shotBack !== undefined && typeof situation.shotBack !== 'boolean')
    throw new SituationError(`shotBack must be true or false, got ${JSON.stringify(situation.shotBack)}`);
  for (const side of SIDES) {
    const element = situation[side];
    if (element === null || typeof element !== 'object') throw new SituationError(`${side}: missing`);
    knownType(rules, element.type, `${side}.type`);
    oneOf(element.going, GOINGS, `${side}.going`);
    for (const count of COUNTS) {
      const n = element[count];
      if (n !== undefined && !(Number.isInteger(n) && n >= 0))
        throw new SituationError(`${side}.${count} must be a whole number 0 or more, got ${JSON.stringify(n)}`);
    }
    checkEdges(rules, element, side);
    checkContactClasses(rules, element, side);
    for (const flag of SWITCHES) {
      const v = element[flag];
      if (v !== undefined && typeof v !== 'boolean')
        throw new SituationError(`${side}.${flag} must be true or false, got ${JSON.stringify(v)}`);
    }
    if (element.behind !== undefined) {
      knownType(rules, element.behind.type, `${side}.behind.type`);
      if (typeof element.behind.friendly !== 'boolean') throw new SituationError(`${side}.behind.friendly must be true or false`);
      oneOf(element.behind.facing, FACINGS, `${side}.behind.facing`);
    }
  }
  checkKind(rules, situation);
}
