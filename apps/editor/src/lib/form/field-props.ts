import type { DocPath } from '$lib/document/edits.js';
import type { Located } from './schema.js';

/** What every form component gets: where it is in the schema, where in the document, and the value there. */
export interface FieldProps<V = unknown> {
  located: Located;
  path: DocPath;
  value: V;
}
