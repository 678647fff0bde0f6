/**
 * What to run after `armory new game <id>`, from the workspace root: the commands it prints, as the first block
 * of docs/adding-a-game.md lists them (new-walk.test.ts holds the two to each other and runs each as typed).
 */
export function nextSteps(id: string): string[] {
  const log = `/tmp/${id}-game.json`;
  return [
    'npm install',
    `npx armory build --game ${id} && npx armory package ${id}`,
    `npx armory scenario run libs/games/${id}/scenarios`,
    `npx armory simulate ${id} --games 100 --seed 1 --players random,greedy --save-log ${log}`,
    `npx armory replay ${log}`,
    `npx nx run-many -t lint typecheck test -p @armory/content-${id} @armory/game-${id}`,
    `npx vitest run tools/cli/src/content-packages.test.ts -t @armory/content-${id}`,
    `npx vitest run tools/cli/src/bad-content.test.ts -t ${id}`,
  ];
}
