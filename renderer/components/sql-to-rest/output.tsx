import { useRef, type KeyboardEvent } from 'react';
import type { FormatOutput } from '../../translator/types.ts';
import { CopyButton } from '../copy-button.tsx';
import { highlightOutput, type OutputLanguage } from './highlight-output.ts';
import { TranslatorError } from './translator-errors.tsx';

interface OutputProps {
  /** Each language's text, or the render error that keeps that language from carrying the request. */
  translation?: Record<OutputLanguage, FormatOutput>;
  language: OutputLanguage;
  languages: { id: OutputLanguage; label: string }[];
  onLanguage: (language: OutputLanguage) => void;
  /** The base URL's host; clicking it in the output opens the base-URL dialog. */
  host?: string;
  onHostClick: () => void;
  /** While an error shows, the output is dimmed and cannot be used. */
  dimmed: boolean;
  /** An invalid base URL dims and disables the cURL output. */
  curlDisabled: boolean;
}

/** The translated request in tabs: cURL, HTTP and JavaScript, highlighted, with a copy button. */
export function Output({
  translation,
  language,
  languages,
  onLanguage,
  host,
  onHostClick,
  dimmed,
  curlDisabled,
}: OutputProps) {
  const output = translation?.[language];
  const text = output?.kind === 'ok' ? output.text : '';
  const disabled = dimmed || (language === 'curl' && curlDisabled);
  return (
    <div className="translator-output">
      <LanguageTabs translation={translation} language={language} languages={languages} onLanguage={onLanguage} />
      <div
        id="output-panel"
        role="tabpanel"
        aria-labelledby={`output-tab-${language}`}
        className={`code-block output-panel${disabled ? ' dimmed' : ''}`}
        inert={disabled}
        aria-disabled={disabled}
      >
        <div className="code-block-header">
          <span>{languages.find((l) => l.id === language)?.label}</span>
          {output?.kind !== 'error' && <CopyButton text={text} label={`${language} output`} />}
        </div>
        {output?.kind === 'error' ? (
          <TranslatorError error={output.error} />
        ) : (
          <OutputCode text={text} language={language} host={host} onHostClick={onHostClick} />
        )}
      </div>
    </div>
  );
}

/** The language tabs; the arrow keys move between them, wrapping. A language that cannot carry the request is marked. */
function LanguageTabs({
  translation,
  language,
  languages,
  onLanguage,
}: Pick<OutputProps, 'translation' | 'language' | 'languages' | 'onLanguage'>) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + languages.length) % languages.length;
    onLanguage(languages[next].id);
    tabs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Output language" className="tab-list">
      {languages.map((l, i) => (
        <button
          key={l.id}
          ref={(el) => void (tabs.current[i] = el)}
          type="button"
          role="tab"
          id={`output-tab-${l.id}`}
          aria-selected={l.id === language}
          aria-controls="output-panel"
          tabIndex={l.id === language ? 0 : -1}
          data-error={translation?.[l.id].kind === 'error' ? 'render' : undefined}
          className="tab"
          onClick={() => onLanguage(l.id)}
          onKeyDown={(event) => onKeyDown(event, i)}
        >
          {l.label}
        </button>
      ))}
    </div>
  );
}

/** The output's text, highlighted; the base URL's host is a button that opens the base-URL dialog. */
function OutputCode({
  text,
  language,
  host,
  onHostClick,
}: { text: string } & Pick<OutputProps, 'language' | 'host' | 'onHostClick'>) {
  return (
    <pre tabIndex={0}>
      <code>
        {highlightOutput(text, language, host).map((token, i) =>
          token.host ? (
            <button
              key={i}
              type="button"
              className={`host-button ${token.className ?? ''}`}
              onClick={onHostClick}
              title="Change the base URL"
            >
              {token.text}
            </button>
          ) : token.className ? (
            <span key={i} className={token.className}>
              {token.text}
            </span>
          ) : (
            token.text
          ),
        )}
      </code>
    </pre>
  );
}
