/** Hounds and Heroes' pictures, by the name the card schema gives in `x-preview`: `hound-card` and `hero-card`. */
import type { CardSet, EffectCatalog } from '@armory/content-hounds';
import type { Preview } from '@armory/engine';
import { cardFace, type FaceCard } from './card-face.js';

/** The effect catalog when the caller has the game's content loaded. */
const catalogOf = (content: unknown): EffectCatalog | undefined => (content as { effects?: EffectCatalog } | undefined)?.effects;

const face =
  (kind: 'hound' | 'hero'): Preview =>
  (value, context) =>
    cardFace(value as FaceCard, kind, context.file as CardSet, catalogOf(context.content), context.text);

export const previews: Record<string, Preview> = { 'hound-card': face('hound'), 'hero-card': face('hero') };
