import { useEffect, useState, type KeyboardEvent } from 'react';

/** One choice of a combobox: the value it stands for and the text a reader sees and searches. */
export interface ComboboxOption {
  value: string;
  label: string;
}

/** Past this many options the list scrolls in a fixed area (SPEC §9: 280 px, in site.css). */
export const SCROLL_AFTER = 10;

/**
 * A searchable select (WAI-ARIA combobox with a listbox): typing filters, ArrowDown/ArrowUp move,
 * Enter chooses, Escape closes, Tab leaves. Disabled, it shows `placeholder` ('Loading...',
 * 'No projects found') in place of a value. `id` prefixes its elements' ids: the server and the
 * island render it in different trees, so `useId` would not match.
 */
export function Combobox({
  id,
  label,
  options,
  value,
  onChange,
  disabled = false,
  placeholder,
  noun,
}: {
  id: string;
  label: string;
  options: ComboboxOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  noun: string;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = options.find((o) => o.value === value);
  const shown = query ? options.filter((o) => o.label.toLowerCase().includes(query.toLowerCase())) : options;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const show = (at = Math.max(0, options.indexOf(selected!))) => {
    setOpen(true);
    setActive(at);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (option) onChange(option.value);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      if (!open) show();
      else setActive((a) => Math.min(Math.max(a + move, 0), shown.length - 1));
    } else if (event.key === 'Home' && open) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && open) {
      event.preventDefault();
      setActive(shown.length - 1);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (!open && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing into a closed combobox starts a new search instead of editing the chosen label.
      event.preventDefault();
      setQuery(event.key);
      show(0);
    }
  };

  return (
    <div className="combobox">
      <label className="combobox-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="combobox-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={placeholder}
        value={disabled ? '' : open ? query : (selected?.label ?? '')}
        onChange={(event) => {
          setQuery(event.target.value);
          show(0);
        }}
        onClick={() => (open ? close() : show())}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {/* A press anywhere in the list (an option, its scrollbar) keeps focus in the input, so the list does not close first. */}
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={label}
        className={shown.length > SCROLL_AFTER ? 'combobox-list combobox-scroll' : 'combobox-list'}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {shown.map((option, i) => (
          <li
            key={option.value}
            id={optionId(i)}
            role="option"
            aria-selected={option.value === value}
            className={i === active ? 'combobox-option is-active' : 'combobox-option'}
            onMouseMove={() => setActive(i)}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
        {shown.length === 0 && <li className="combobox-empty">No {noun} found</li>}
      </ul>
    </div>
  );
}
