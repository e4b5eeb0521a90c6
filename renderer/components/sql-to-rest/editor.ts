// CodeMirror 6 for the SQL editor: loaded after the page is usable, it takes over
// from the plain textarea the server rendered.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { sql, PostgreSQL } from '@codemirror/lang-sql';
import { bracketMatching, HighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder } from '@codemirror/view';

// The site's token colours, so the editor follows the light and dark themes with enough contrast.
const siteColors = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--tok-keyword)' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--tok-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--tok-number)' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--tok-comment)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.function(tags.variableName)], color: 'var(--tok-title)' },
]);

/** A mounted editor: set its text from outside, or remove it. */
export interface SqlEditor {
  setValue(text: string): void;
  destroy(): void;
}

/**
 * Mount a SQL editor in `parent` (tab size 2, font size 13). `onFormat` runs on Ctrl/Cmd+S;
 * `describedBy` is the id of the note that says Escape, then Tab, leaves the editor.
 */
export function createSqlEditor(
  parent: HTMLElement,
  options: {
    value: string;
    label: string;
    describedBy: string;
    onChange: (text: string) => void;
    onFormat: () => void;
  },
): SqlEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.value,
      extensions: [
        lineNumbers(),
        history(),
        bracketMatching(),
        sql({ dialect: PostgreSQL }),
        syntaxHighlighting(siteColors),
        EditorState.tabSize.of(2),
        indentUnit.of('  '),
        placeholder('select * from books'),
        keymap.of([
          { key: 'Mod-s', preventDefault: true, run: () => (options.onFormat(), true) },
          indentWithTab,
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        EditorView.contentAttributes.of({ 'aria-label': options.label, 'aria-describedby': options.describedBy }),
        EditorView.theme({
          '&': { height: '100%', fontSize: '13px' },
          // Inset, because the editor's frame clips what lies outside it.
          '&.cm-focused': { outline: '2px solid var(--focus)', outlineOffset: '-2px' },
          '.cm-scroller': { fontFamily: 'var(--mono)' },
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setValue(text) {
      if (text !== view.state.doc.toString())
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
    },
    destroy: () => view.destroy(),
  };
}
