/** A new game's content: its rules file (`armory new game`). */
import { type GameNames, type NewFile } from './names.js';

export function content(n: GameNames): NewFile[] {
  return [
    {
      path: `content/${n.id}/rules.yaml`,
      text: `# yaml-language-server: $schema=../../schemas/${n.id}/rules.schema.json
# ${n.title}'s numbers. A placeholder written by \`armory new game\`: seats take turns adding one of
# the steps to a shared count, and the seat that reaches the target wins. Replace it with the real rules.
players: 2
target: 10
steps: [1, 2]
`,
    },
  ];
}
