/**
 * Named effects with parameters: the catalog that gives rules data its meaning. Code registers each
 * kind of effect once (name -> implementation + JSON Schema of its parameters); content names an effect
 * and gives parameters. The parameter schema is compiled when registered (a broken schema fails at
 * start-up, not mid-game), and each use is checked against it before it runs.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** A JSON Schema (draft 2020-12) as plain data. */
export type JsonSchema = Record<string, unknown>;

/** One kind of effect. `P` is its parameters, `X` what it acts on (the game's context), `R` what it returns. */
export interface EffectDefinition<P = any, X = any, R = any> {
  /** The name content uses ("draw", "push-back"). */
  name: string;
  /** One line for designers, shown in catalogs and error messages. */
  description?: string;
  /** JSON Schema of the parameters (an object schema). */
  params: JsonSchema;
  /** Carries out the effect. */
  run(params: P, context: X): R;
}

/** How content names an effect: its name and parameters. */
export interface EffectUse {
  /** Registered effect name. */
  effect: string;
  /** Parameters, checked against the effect's schema (absent = `{}`). */
  params?: Record<string, unknown>;
}

/** Annotation keywords of the content conventions that ajv's strict mode must accept in parameter schemas. */
const ANNOTATIONS = ['x-id', 'x-id-scope', 'x-ref', 'x-i18n', 'x-hint', 'x-context', 'x-context-path'];

/** A catalog of effects for one game (or one kind of context). */
export class EffectRegistry<X = any, R = any> {
  private readonly ajv: Ajv2020;
  private readonly effects = new Map<string, { def: EffectDefinition<any, X, R>; validate: ValidateFunction }>();

  constructor() {
    this.ajv = new Ajv2020({ strict: true, allErrors: true });
    for (const k of ANNOTATIONS) this.ajv.addKeyword(k);
  }

  /** Adds an effect; throws when the name is taken or the parameter schema does not compile. */
  register<P>(def: EffectDefinition<P, X, R>): this {
    if (this.effects.has(def.name)) throw new Error(`effect '${def.name}' is registered twice`);
    let validate: ValidateFunction;
    try {
      validate = this.ajv.compile(def.params);
    } catch (e) {
      throw new Error(`effect '${def.name}' has a bad parameter schema: ${(e as Error).message}`);
    }
    this.effects.set(def.name, { def: def as EffectDefinition<any, X, R>, validate });
    return this;
  }

  /** Registered names, sorted. */
  names(): string[] {
    return [...this.effects.keys()].sort();
  }

  /** Whether an effect is registered. */
  has(name: string): boolean {
    return this.effects.has(name);
  }

  /** The definition of an effect, or undefined. */
  definition(name: string): EffectDefinition<any, X, R> | undefined {
    return this.effects.get(name)?.def;
  }

  /** Problems with a use, in designers' words (empty when it is fine). */
  check(use: EffectUse): string[] {
    const entry = this.effects.get(use.effect);
    if (!entry) return [`unknown effect '${use.effect}'; known effects: ${this.names().join(', ')}`];
    if (entry.validate(use.params ?? {})) return [];
    return (entry.validate.errors ?? []).map((e) => {
      const where = e.instancePath ? `parameter ${e.instancePath.slice(1).replace(/\//g, '.')}` : 'parameters';
      const extra = e.keyword === 'additionalProperties' ? ` ('${String(e.params['additionalProperty'])}')` : '';
      return `effect '${use.effect}': ${where} ${e.message ?? 'invalid'}${extra}`;
    });
  }

  /**
   * Checks a use once and returns a function that runs it; call this when content loads, so hot
   * loops run effects without re-validating. Throws with every problem found.
   */
  bind(use: EffectUse): (context: X) => R {
    const problems = this.check(use);
    if (problems.length) throw new Error(problems.join('; '));
    const def = this.effects.get(use.effect)!.def;
    const params = use.params ?? {};
    return (context) => def.run(params, context);
  }

  /** Checks and runs a use once. */
  run(use: EffectUse, context: X): R {
    return this.bind(use)(context);
  }

  /**
   * A JSON Schema accepting any valid use of this catalog: one branch per effect, so the content
   * pipeline can validate effect uses in YAML without knowing the game.
   */
  useSchema(): JsonSchema {
    return {
      oneOf: this.names().map((name) => ({
        type: 'object',
        properties: { effect: { const: name }, params: this.effects.get(name)!.def.params },
        required: ['effect'],
        additionalProperties: false,
        ...(this.effects.get(name)!.def.description ? { description: this.effects.get(name)!.def.description } : {}),
      })),
    };
  }
}
