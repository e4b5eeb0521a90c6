// What a combobox keeps while a reader uses it: open or not, the search, the active option, and
// what each key does.
import { useEffect, useState, type KeyboardEvent } from 'react';

/** One choice of a combobox: the value it stands for and the text a reader sees and searches. */
export interface ComboboxOption {
  value: string;
  label: string;
}

/** The state and handlers of the combobox `id` over `options`, `value` being the chosen one. */
export function useCombobox(
  id: string,
  options: ComboboxOption[],
  value: string | undefined,
  onChange: (value: string) => void,
) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = options.find((o) => o.value === value);
  const shown = query ? options.filter((o) => o.label.toLowerCase().includes(query.toLowerCase())) : options;

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

  return { open, query, active, shown, selected, show, close, choose, onKeyDown, setQuery, setActive };
}
