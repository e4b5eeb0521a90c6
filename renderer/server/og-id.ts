import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SHAPER } from './og-text.ts';

// Inter (SIL Open Font License 1.1), from @expo-google-fonts/inter: bundled, so every machine draws the same image.
const require = createRequire(import.meta.url);
export const OG_FONTS = {
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
};
// The drawing's own version: a change to how cards are drawn (og-card.ts, og-text.ts, og-raster.ts) is a new key.
const DRAWING = 'hb-mask-1';
const resvgVersion = (require('@resvg/resvg-js/package.json') as { version: string }).version;

/** The bytes of the fonts cards are drawn with. */
export function ogFontBytes(): Record<keyof typeof OG_FONTS, Buffer> {
  return { bold: readFileSync(OG_FONTS.bold), regular: readFileSync(OG_FONTS.regular) };
}

/** What every image's id and cache key is salted with: the fonts, the rasterizer's and the shaper's versions, and the drawing's. */
export function ogSalt(fonts = ogFontBytes()): string {
  return createHash('sha256')
    .update(fonts.bold)
    .update(fonts.regular)
    .update([resvgVersion, SHAPER, DRAWING].join(' '))
    .digest('hex');
}

/** The id of a card's image, from what it is drawn of: the same id is the same image (the PNG encoder is the product version's, which ids are kept with). */
export function ogImageId(
  salt: string,
  brand: string,
  { title, subtitle }: { title: string; subtitle: string },
): string {
  return `og:${createHash('sha256')
    .update(salt)
    .update(JSON.stringify([brand, title, subtitle]))
    .digest('hex')}`;
}
