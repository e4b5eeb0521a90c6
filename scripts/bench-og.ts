// Sharing images (issue 20): the CPU one image costs on one thread, drawn as a build draws it against
// resvg drawing the whole card (how every image was drawn before, and still is when its text needs it).
import { drawCard, referenceCard } from '../renderer/server/og-card.ts';
import { drawingSetup } from '../renderer/server/og-image.ts';

/** Rows of `npm run bench`: CPU per image for `count` cards of varied titles, each way. */
export function ogRows(count = 300): [string, string][] {
  const fonts = drawingSetup();
  const words =
    'Create a signed upload URL for a file in the bucket: from.createSignedUploadUrl() -> list objects'.split(' ');
  const cards = Array.from({ length: count }, (_, i) => ({
    route: `/p${i}/`,
    title: words.slice(i % 7, (i % 7) + 2 + (i % 11)).join(' ') + ` ${i}`,
    subtitle: `Storage reference v${i % 3}`,
  }));
  const perImage = (draw: typeof drawCard) => {
    // From a cold start, as a worker draws: the first cards rasterize the glyphs and the fixed parts.
    const started = process.cpuUsage();
    let bytes = 0;
    for (const card of cards) bytes += draw(card, 'Bench Docs', fonts).length;
    const { user, system } = process.cpuUsage(started);
    return `${((user + system) / 1000 / count).toFixed(2)} ms CPU (${(bytes / count / 1024).toFixed(1)} kB a PNG)`;
  };
  return [
    [`sharing image, CPU per image drawn (${count} cards, one thread): as a build draws it`, perImage(drawCard)],
    [
      `sharing image, CPU per image drawn (${count} cards, one thread): resvg drawing the whole card`,
      perImage(referenceCard),
    ],
  ];
}
