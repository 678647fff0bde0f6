/**
 * A schema title as words in a message: `TroopType` reads "troop type", `BonusCard` "bonus card". A run of
 * capitals is an acronym and keeps them (`HQPlace` reads "HQ place").
 */
export function titleWords(title: string): string {
  return title
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2') // troopType -> troop Type
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2') // HQPlace -> HQ Place
    .split(' ')
    .map((word) => (/^[A-Z][A-Z0-9]+$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}
