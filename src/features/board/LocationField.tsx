/**
 * The board's location field with suggestions while typing: a combobox (ARIA 1.2 pattern) over
 * GET /api/places, the bundled gazetteer's places and our local names. Arrow keys move through the list,
 * Enter or a click chooses (the board searches at once), Escape closes it. The input stays uncontrolled, like
 * the rest of the form (board-form.ts reads it by name); only the list is state.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { field } from '~/components/ui/styles';

const SUGGEST_MS = 150;

export default function LocationField() {
  const input = useRef<HTMLInputElement>(null);
  const list = useId();
  const [places, setPlaces] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef('');
  const open = places.length > 0;
  const shown = useRef(places);
  shown.current = places;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(blurTimer.current);
    },
    [],
  );

  /** Closes the list and forgets any pending or in-flight question, so a late answer cannot reopen it. */
  function close() {
    clearTimeout(timer.current);
    asked.current = '';
    setPlaces([]);
    setActive(-1);
  }

  function suggest() {
    clearTimeout(timer.current);
    const typed = input.current?.value.trim() ?? '';
    if (typed.length < 2) {
      close();
      return;
    }
    timer.current = setTimeout(async () => {
      asked.current = typed;
      try {
        const res = await fetch(`/api/places?q=${encodeURIComponent(typed)}`);
        const body = (await res.json()) as { places?: string[] };
        // A later keystroke's answer wins (and one for text no longer in the field is dropped); a place
        // exactly as typed needs no list.
        if (asked.current !== typed || input.current?.value.trim() !== typed) return;
        const found = (body.places ?? []).filter((p) => p.toLowerCase() !== typed.toLowerCase());
        // The place the visitor moved to stays chosen if the new list still has it.
        setActive((i) => (i >= 0 ? found.indexOf(shown.current[i] ?? '') : -1));
        setPlaces(found);
      } catch {
        setPlaces([]);
      }
    }, SUGGEST_MS);
  }

  function choose(place: string) {
    const el = input.current!;
    el.value = place;
    close();
    // The form's submit is the board's committed search (JobBoard's onSubmit).
    el.form?.requestSubmit();
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' && !(open && active >= 0)) {
      // The form submits what was typed; a suggestion still on its way must not open over the results.
      close();
      return;
    }
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the list cycles through it.
      setActive((i) => {
        const next = i + step;
        return next < -1 ? places.length - 1 : next >= places.length ? -1 : next;
      });
    } else if (e.key === 'Enter' && active >= 0 && active < places.length) {
      e.preventDefault();
      choose(places[active]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  }

  return (
    <div className="relative min-w-0 flex-1">
      <input
        ref={input}
        id="job-location"
        name="location"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={list}
        aria-activedescendant={open && active >= 0 && active < places.length ? `${list}-${active}` : undefined}
        autoComplete="off"
        placeholder="City, state or ZIP"
        className={field}
        onInput={suggest}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(close, 150);
        }}
      />
      <ul
        id={list}
        role="listbox"
        aria-label="Suggested places"
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {places.map((p, i) => (
          <li
            key={p}
            id={`${list}-${i}`}
            role="option"
            aria-selected={i === active}
            className="cursor-pointer px-3 py-2 text-sm aria-selected:bg-brand-50 aria-selected:font-semibold"
            // mousedown, not click: it comes before the input's blur, which closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(p);
            }}
          >
            {p}
          </li>
        ))}
      </ul>
    </div>
  );
}
