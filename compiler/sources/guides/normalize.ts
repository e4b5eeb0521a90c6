import { diagnostic } from '../../diagnostics.ts';
import type { GuideSource } from './load.ts';
import { compileMarkdown } from '../../markdown.ts';
import { GUIDE_LIMIT } from '../../markdown-bounds.ts';
import type { Diagnostic, Document, LinkRef, Markup } from '../../types.ts';

/**
 * Turn a guide into a Document: its `# Title` is the title, the paragraph after it
 * the description, and the rest one markdown section whose headings are the anchors.
 */
export function normalizeGuide(guide: GuideSource): { document?: Document; links: LinkRef[]; diagnostics: Diagnostic[] } {
  const id = `guide-${guide.path.replace(/\//g, '-')}`;
  const compiled = compileMarkdown(guide.text, { directives: true, maxBytes: GUIDE_LIMIT });
  const diagnostics: Diagnostic[] = compiled.problems.map(({ code, values, line, column }) => diagnostic(code, { file: guide.file, line, column }, values));
  // Markdown refused as too big or too deep compiles to nothing: saying the title is missing too would bury the reason.
  if (compiled.markup.length === 0 && diagnostics.length > 0) return { links: [], diagnostics };
  const [first, ...rest] = compiled.markup.filter((node) => typeof node !== 'string' || node.trim() !== '');
  if (typeof first === 'string' || first?.tag !== 'h1') {
    diagnostics.push(diagnostic('guide-missing-title', { file: guide.file, line: 1, column: 1 }));
    return { links: [], diagnostics };
  }
  const description = rest[0] && typeof rest[0] !== 'string' && rest[0].tag === 'p' ? textOf(rest[0].children ?? []) : '';
  if (!description) {
    diagnostics.push(diagnostic('guide-missing-description', { file: guide.file, line: 2, column: 1 }));
  }
  const title = textOf(first.children ?? []);
  const anchors = Object.fromEntries(compiled.headings.filter((h) => h.depth > 1).map((h) => [h.id, h.id]));
  const slug = guide.path.split('/').pop()!;
  const document: Document = {
    kind: 'guide',
    id,
    title,
    route: `/guides/${guide.path}/`,
    description: description.replace(/\s+/g, ' '),
    groups: [{ title, sections: [{ kind: 'markdown', id: slug, slug, title, depth: 0, summary: description.replace(/\s+/g, ' '), content: rest }] }],
    anchors,
  };
  const links = compiled.links.map(({ href, line, column }) => ({ href, documentId: id, file: guide.file, line, column }));
  return { document, links, diagnostics };
}

function textOf(nodes: Markup): string {
  return nodes.map((node) => (typeof node === 'string' ? node : textOf(node.children ?? []))).join('');
}
