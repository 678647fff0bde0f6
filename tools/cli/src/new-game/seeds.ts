/** A new game's seeds page with an empty coverage table (`armory new game`). */
import { type GameNames, type NewFile } from './names.js';

export function seeds(n: GameNames): NewFile[] {
  return [
    {
      path: `seeds/${n.id}.md`,
      text: `# ${n.title}

Written by \`armory new game ${n.id}\`: the rules are a placeholder (a race to a target count) until the
source documents below are read into content.

## The documents

| seed | title | credits | edition | kind |
|---|---|---|---|---|

## What derives from them

| file | what it holds |
|---|---|
| \`schemas/${n.id}/rules.schema.json\` | the game's numbers |
| \`content/${n.id}/rules.yaml\` | the numbers themselves |
| \`libs/games/${n.id}/\` | the rules on the engine, its registry module and scenarios |

## Decisions

None yet.

## Rule coverage

| rule | content | code | test or scenario |
|---|---|---|---|
`,
    },
  ];
}
