/**
 * The editor's widgets, by the name a schema gives in `x-widget`. A widget is a form component for a whole
 * value (it gets the same props as any field); one a schema names but this list lacks falls back to plain fields.
 */
import type { Component } from 'svelte';
import type { FieldProps } from '$lib/form/field-props.js';
import TileEditor from './TileEditor.svelte';

/** Widgets by name. */
export const WIDGETS: Readonly<Record<string, Component<FieldProps<Record<string, unknown>>>>> = {
  /** A hex tile: its picture with every edge and tip clickable (the value's `edges` and `tips`), beside its other fields. */
  'hex-edges': TileEditor,
};
