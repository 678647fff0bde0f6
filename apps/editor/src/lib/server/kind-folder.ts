/** Which folder a file of a game's kind may be in: its own game's, so no other game checks it as its own. */

/** A file put where its kind does not belong: nothing was made or moved. */
export class KindFolderRefused extends Error {}

/**
 * Refuses content path `rel` (relative to content/) for a file of `schemaPath` (`schemas/<game>/<kind>.schema.json`)
 * unless it is under content/<game>/; a kind of schemas/common/ fits any game.
 */
export function checkKindFolder(schemaPath: string, rel: string): void {
  const [, owner] = schemaPath.split('/');
  const folder = rel.split('/')[0];
  if (owner !== 'common' && owner !== folder)
    throw new KindFolderRefused(`a file of ${schemaPath} belongs under content/${owner}/, not content/${folder}/`);
}
