import { escapeHtml } from './html.ts';

/** A 1200×630 social sharing card with the page's title and the site's name, as SVG; text is escaped and wrapped. */
export function ogImage(title: string, subtitle: string): string {
  const lines = wrap(title, 28).slice(0, 3);
  const text = lines.map((line, i) => `<text x="80" y="${260 + i * 84}" font-size="72" font-weight="700">${escapeHtml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#121417"/><rect x="0" y="0" width="16" height="630" fill="#3ecf8e"/><g fill="#e6e8eb" font-family="system-ui, sans-serif">${text}<text x="80" y="540" font-size="36" fill="#a7adb5">${escapeHtml(subtitle)}</text></g></svg>`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}
