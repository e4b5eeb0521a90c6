import { useCombobox, type ComboboxOption } from './use-combobox.ts';

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
  const { open, query, active, shown, selected, show, close, choose, onKeyDown, setQuery, setActive } = useCombobox(
    id,
    options,
    value,
    onChange,
  );
  const optionId = (i: number) => `${id}-option-${i}`;

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
      <ComboboxList
        id={id}
        label={label}
        noun={noun}
        shown={shown}
        value={value}
        active={active}
        hidden={!open}
        onActive={setActive}
        onChoose={choose}
      />
    </div>
  );
}

/** The listbox of the options shown; an empty search says so. */
function ComboboxList({
  id,
  label,
  noun,
  shown,
  value,
  active,
  hidden,
  onActive,
  onChoose,
}: {
  id: string;
  label: string;
  noun: string;
  shown: ComboboxOption[];
  value: string | undefined;
  active: number;
  hidden: boolean;
  onActive: (index: number) => void;
  onChoose: (option: ComboboxOption) => void;
}) {
  return (
    <>
      {/* A press anywhere in the list (an option, its scrollbar) keeps focus in the input, so the list does not close first. */}
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={label}
        className={shown.length > SCROLL_AFTER ? 'combobox-list combobox-scroll' : 'combobox-list'}
        hidden={hidden}
        onMouseDown={(event) => event.preventDefault()}
      >
        {shown.map((option, i) => (
          <li
            key={option.value}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={option.value === value}
            className={i === active ? 'combobox-option is-active' : 'combobox-option'}
            onMouseMove={() => onActive(i)}
            onClick={() => onChoose(option)}
          >
            {option.label}
          </li>
        ))}
        {shown.length === 0 && <li className="combobox-empty">No {noun} found</li>}
      </ul>
    </>
  );
}
