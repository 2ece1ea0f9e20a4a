/** Texts of a setting with an optional Bangla beside their English (content/bangla-texts.ts). */
type Texts = object & { bn?: Record<string, string> };

/**
 * `value` as it is when it has its own Bangla; else with the Bangla that `known` gives each of
 * `fields`, taken only where the English there is the same text. So a setting stored before it
 * had Bangla takes the defaults' Bangla of the texts staff left as they were, and a save without
 * Bangla keeps what was stored for the texts it did not change; a changed text never shows the
 * Bangla of the old one.
 */
export function withKnownBangla<T extends Texts>(value: T, known: readonly Texts[], fields: readonly (keyof T & string)[]): T & { bn: Record<string, string> } {
  if (value.bn) return value as T & { bn: Record<string, string> };
  const bn: Record<string, string> = {};
  for (const field of fields) {
    const english = value[field];
    const bangla = known.find((item) => (item as Record<string, unknown>)[field] === english && item.bn?.[field])?.bn?.[field];
    if (bangla) bn[field] = bangla;
  }
  return { ...value, bn };
}
