/** A new game's schemas (`armory new game`). */
import { json, type GameNames, type NewFile } from './names.js';

export function schemas(n: GameNames): NewFile[] {
  const common = '../common/scenario.schema.json#/$defs';
  return [
    {
      path: `schemas/${n.id}/rules.schema.json`,
      text: json({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: `${n.id}/rules.schema.json`,
        title: 'Rules',
        description: `The numbers of ${n.title}.`,
        type: 'object',
        additionalProperties: false,
        required: ['players', 'target', 'steps'],
        properties: {
          players: { type: 'integer', minimum: 2, maximum: 8, description: 'How many seats play.' },
          target: { type: 'integer', minimum: 1, description: 'The count that wins when a seat reaches it.' },
          steps: {
            type: 'array',
            minItems: 1,
            uniqueItems: true,
            items: { type: 'integer', minimum: 1 },
            description: 'What a seat may add to the count on its turn.',
          },
        },
      }),
    },
    {
      path: `schemas/${n.id}/scenario.schema.json`,
      text: json({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: `${n.id}/scenario.schema.json`,
        title: 'Scenario',
        description: `A ${n.title} rule as a runnable example: a starting count, actions, and what must follow.`,
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title', 'rules', 'actions', 'expect'],
        properties: {
          id: { $ref: `${common}/meta/properties/id` },
          title: { $ref: `${common}/meta/properties/title` },
          rules: { $ref: `${common}/meta/properties/rules` },
          source: { $ref: `${common}/meta/properties/source` },
          seed: { $ref: `${common}/meta/properties/seed` },
          count: { type: 'integer', minimum: 0, description: 'The count at the start (0 when left out).' },
          actions: { type: 'array', items: { $ref: `${common}/action` }, description: 'Actions in order.' },
          expect: {
            title: 'ScenarioExpect',
            type: 'object',
            additionalProperties: false,
            minProperties: 1,
            description: 'What must hold after the actions.',
            properties: {
              events: { type: 'array', items: { $ref: `${common}/event` }, description: 'Events that must occur, in this order.' },
              absent: { type: 'array', items: { $ref: `${common}/event` }, description: 'Events that must not occur.' },
              winner: { $ref: `${common}/winner` },
              refusal: {
                type: 'string',
                minLength: 1,
                description: 'The last action must be refused with a message containing this text.',
              },
              noAction: { $ref: `${common}/noAction` },
              pending: { $ref: `${common}/pending` },
              count: { type: 'integer', minimum: 0, description: 'The count after the actions.' },
            },
          },
        },
      }),
    },
  ];
}
