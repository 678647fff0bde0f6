/**
 * One mistake, one error for names nothing declares. An id renamed leaves every place naming the old one in error
 * (references, a table's keys, translation keys): those errors become one, at the first place it is named, listing
 * the others, and asking "was it renamed to 'y'?" when something says to what.
 */
import type { Diagnostic, Place, UnknownName } from './diagnostic.js';
import { firstOf, type MissingFile } from './missing-file.js';
import { unknownIdMessage } from './ids.js';
import type { LoadedFile } from './types.js';

/** The ids of each collection (`collection\0scope file`, the scope file empty for game-wide ones), and those referenced. */
function idsOf(files: readonly LoadedFile[]) {
  const declared = new Map<string, Set<string>>();
  const referenced = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key)!.add(value);
  };
  for (const file of files) {
    const fileScoped = new Set<string>();
    for (const id of file.findings.ids) {
      if (id.scope === 'file') fileScoped.add(id.collection);
      add(declared, `${id.collection}\0${id.scope === 'file' ? file.path : ''}`, id.value);
    }
    for (const ref of file.findings.refs)
      add(referenced, `${ref.collection}\0${fileScoped.has(ref.collection) ? file.path : ''}`, ref.value);
  }
  return { declared, referenced };
}

const scopeOf = (name: UnknownName) => `${name.collection}\0${name.scopeFile ?? ''}`;

/** Content places first, translations after; then by file, line and column. */
function byPlace(a: Diagnostic, b: Diagnostic): number {
  const translation = (d: Diagnostic) => (d.unknownName!.collection === undefined ? 1 : 0);
  return translation(a) - translation(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column;
}

/** "a.yaml:4:9, 7:9, b.yaml:2:3": a file is named once, before its first place. */
function placesText(places: readonly Place[]): string {
  let file = '';
  const parts = places.map((p) => {
    const text = p.file === file ? `${p.line}:${p.column}` : `${p.file}:${p.line}:${p.column}`;
    file = p.file;
    return text;
  });
  return parts.join(', ');
}

/**
 * One error for a file gone that others still need: what names its ids, and its texts' translation keys left.
 * `sorted` holds the content places first, then the translation keys'.
 */
function missingFileMessage(name: UnknownName, sorted: readonly Diagnostic[], file: MissingFile): string {
  // The first few places say where to look; the diagnostic's `places` keeps them all.
  const places = (ds: readonly Diagnostic[]) => {
    const shown = placesText(ds.slice(0, 8).map(({ file, line, column }) => ({ file, line, column })));
    return ds.length > 8 ? `${shown} and ${ds.length - 8} more` : shown;
  };
  const content = sorted.filter((d) => d.unknownName!.collection !== undefined);
  const keys = sorted.filter((d) => d.unknownName!.collection === undefined);
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  // The file may have declared several collections (troop types and their classes): each with its names.
  const collections = [...new Set(content.map((d) => d.unknownName!.collection!))].map((collection) => {
    const values = [...new Set(content.filter((d) => d.unknownName!.collection === collection).map((d) => `'${d.unknownName!.value}'`))];
    return `${values.length === 1 ? 'id' : 'ids'} ${firstOf(values, 5)} in ${collection}`;
  });
  const texts =
    keys.length > 0 ? `, and ${count(keys.length, 'translation key names', 'translation keys name')} its texts: ${places(keys)}` : '';
  return `${name.place ? `${name.place}: ` : ''}unknown ${collections.join(' and ')}: the ${file.kind} file that declares them (${file.schema}) is missing; ${count(content.length, 'place needs', 'places need')} it: ${places(content)}${texts}`;
}

/**
 * What the old name was likely renamed to: the one new name the places agree on (a table's missing entry, a
 * translation's new key), else, when no place has a typo for it and it is the collection's one unknown name
 * (`alone`), the collection's one id nothing refers to.
 */
function renamedTo(
  members: readonly Diagnostic[],
  known: ReadonlySet<string>,
  referenced: ReadonlySet<string>,
  alone: boolean,
): string | undefined {
  const said = new Set(members.map((d) => d.unknownName!.renamedTo).filter((n): n is string => n !== undefined && known.has(n)));
  if (said.size === 1) return [...said][0];
  if (said.size > 1 || !alone || members.some((d) => d.unknownName!.guess !== undefined)) return undefined;
  const unused = [...known].filter((id) => !referenced.has(id));
  return unused.length === 1 ? unused[0] : undefined;
}

/**
 * Merges the diagnostics marked `unknownName` that name the same thing: one per old name of a collection (with
 * the translation keys naming it, when their new key names an id of that collection), or per word changed in
 * translation keys alone. The merged one stands at the first place and lists every place in `places`.
 */
export function groupUnknownNames(
  all: readonly Diagnostic[],
  files: readonly LoadedFile[],
  missingFile: (collection: string) => MissingFile | undefined = () => undefined,
): Diagnostic[] {
  const named = all.filter((d) => d.unknownName !== undefined);
  if (named.length === 0) return [...all];
  const { declared, referenced } = idsOf(files);
  const groups = new Map<string, Diagnostic[]>();
  const join = (key: string, d: Diagnostic) => groups.set(key, [...(groups.get(key) ?? []), d]);
  // In a collection with no id at all (its file gone), every name is unknown for one reason: one error for all,
  // and one for every collection of the file, when the schemas tell which file that was.
  const goneFile = new Map<string, MissingFile>();
  const contentKey = (name: UnknownName) => {
    if (declared.get(scopeOf(name))?.size) return `${scopeOf(name)}\0${name.value}`;
    const file = name.scopeFile === undefined ? missingFile(name.collection!) : undefined;
    if (!file) return `${scopeOf(name)}\0`;
    goneFile.set(`file\0${file.kind}`, file);
    return `file\0${file.kind}`;
  };
  for (const d of named) if (d.unknownName!.collection !== undefined) join(contentKey(d.unknownName!), d);
  // Its texts' translation keys start with its kind (`units.infantry.name`): they join its error.
  const goneKey = (kind: string) => (goneFile.has(`file\0${kind}`) ? `file\0${kind}` : undefined);
  for (const d of named) {
    const { collection, value, renamedTo: to } = d.unknownName!;
    if (collection !== undefined) continue;
    const into = [...groups.keys()].find((key) => {
      const [c, scope, v] = key.split('\0');
      return v === value && scope === '' && to !== undefined && declared.get(`${c}\0`)?.has(to);
    });
    join(into ?? (to === undefined ? goneKey(value) : undefined) ?? `\0\0${value}\0${to ?? ''}`, d);
  }
  const replaced = new Map<Diagnostic, Diagnostic | undefined>();
  for (const [key, members] of groups) {
    const all = [...members].sort(byPlace);
    // One place checked twice (a table's key that is a reference and a `keysOf` entry too) is one mistake there.
    const sorted = all.filter((d, i) => i === 0 || byPlace(d, all[i - 1]!) !== 0);
    for (const d of all) if (!sorted.includes(d)) replaced.set(d, undefined);
    const head = sorted[0]!;
    const name = head.unknownName!;
    const places = sorted.map(({ file, line, column }) => ({ file, line, column }));
    let message: string;
    const file = goneFile.get(key);
    if (file) message = missingFileMessage(name, sorted, file);
    else if (name.collection !== undefined) {
      const known = declared.get(scopeOf(name)) ?? new Set<string>();
      const alone = [...groups.keys()].filter((key) => key.startsWith(`${scopeOf(name)}\0`)).length === 1;
      const to = renamedTo(sorted, known, referenced.get(scopeOf(name)) ?? new Set(), alone);
      // One place whose own message already names the likely new name (a table's missing entry) says it all.
      if (sorted.length === 1 && (to === undefined || to === name.renamedTo)) continue;
      const values = [...new Set(sorted.map((d) => d.unknownName!.value))];
      const named = sorted.length > 1 ? `${places.length} places: ${placesText(places)}` : undefined;
      message = unknownIdMessage(name, [...known], { named, renamedTo: to, values });
    } else {
      if (sorted.length === 1) continue;
      const list = placesText(places);
      message =
        name.renamedTo === undefined
          ? `${sorted.length} translation keys start with '${name.value}', which no text's key does: ${list}`
          : `${sorted.length} translation keys name '${name.value}', which no text's key has: ${list}; was it renamed to '${name.renamedTo}'?`;
    }
    const rule = file ? 'missing-file' : sorted.some((d) => d.rule === 'unresolved-ref') ? 'unresolved-ref' : head.rule;
    const severity = sorted.some((d) => d.severity === 'error') ? 'error' : 'warning';
    replaced.set(head, { ...head, message, rule, severity, places, ...(file ? { missingKind: file.kind } : {}) });
    for (const d of sorted.slice(1)) replaced.set(d, undefined);
  }
  return all.flatMap((d) => (replaced.has(d) ? (replaced.get(d) ?? []) : [d]));
}
