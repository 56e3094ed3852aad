// SPEC 2: the page appearance setting holds a background variant and a card
// variant, both 'default' unless the user chose otherwise. They live in the
// free-form `config` preference so no storage key is added for them.
import { useSelector } from '@xstate/store-react';
import { getPreferences, preferencesStore, updatePreferences } from './preferences';

export const BACKGROUND_VARIANTS = ['default', 'framed'] as const;
export type BackgroundVariant = (typeof BACKGROUND_VARIANTS)[number];

export const CARD_VARIANTS = ['default', 'outlined', 'elevated'] as const;
export type CardVariant = (typeof CARD_VARIANTS)[number];

export interface Appearance {
  background: BackgroundVariant;
  card: CardVariant;
}

export const DEFAULT_APPEARANCE: Appearance = { background: 'default', card: 'default' };

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** The appearance stored in the preferences' config object; anything unknown takes its default. */
export function appearanceOf(config: Record<string, unknown> | undefined): Appearance {
  const raw = config?.appearance;
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    background: pick(BACKGROUND_VARIANTS, stored.background, DEFAULT_APPEARANCE.background),
    card: pick(CARD_VARIANTS, stored.card, DEFAULT_APPEARANCE.card),
  };
}

export function useBackgroundVariant(): BackgroundVariant {
  return useSelector(preferencesStore, (snapshot) => appearanceOf(snapshot.context.config).background);
}

export function useCardVariant(): CardVariant {
  return useSelector(preferencesStore, (snapshot) => appearanceOf(snapshot.context.config).card);
}

export function updateAppearance(patch: Partial<Appearance>): void {
  const config = getPreferences().config ?? {};
  updatePreferences({ config: { ...config, appearance: { ...appearanceOf(config), ...patch } } });
}
