import { HEADER_SEARCH } from '@dwell/core/messages';
import { formatZonedDateTime } from '@dwell/core/format';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { searchedEventsPath } from '../../../shared/events-results.ts';
import { useSearch } from '../api/search.ts';

/** docs/product.md#main-layout header search: events, drivers and facilities of the company as you type. */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  const results = useSearch(q);
  const data = q.length >= 2 ? results.data : undefined;
  const empty = data && data.events.length + data.drivers.length + data.facilities.length === 0;
  const go = (to: string) => {
    setOpen(false);
    setText('');
    navigate(to);
  };
  return (
    <search className="header-search" ref={box}>
      <label htmlFor={`${listId}-input`} className="sr-only">
        {HEADER_SEARCH.label}
      </label>
      <input
        id={`${listId}-input`}
        className="input"
        type="search"
        placeholder={HEADER_SEARCH.placeholder}
        value={text}
        // Only while the results box exists: a reference to a missing element is invalid ARIA.
        aria-controls={open && data ? listId : undefined}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
          if (e.key === 'Enter' && text.trim()) go(searchedEventsPath(text.trim()));
        }}
      />
      {open && data ? (
        <section id={listId} className="menu-list search-results" aria-label="Search results">
          {empty ? <p className="small muted notification">Nothing found for “{q}”.</p> : null}
          {data.events.length ? <p className="search-group">Events</p> : null}
          {data.events.map((e) => (
            <Link key={e.id} to={`/events/${e.id}`} onClick={() => go(`/events/${e.id}`)}>
              {e.facilityName} · {e.driverName}
              <span className="small muted"> {formatZonedDateTime(e.checkInTime, e.timezone)}</span>
            </Link>
          ))}
          {data.drivers.length ? <p className="search-group">Drivers</p> : null}
          {data.drivers.map((d) => (
            <Link key={d.id} to={`/events?driverId=${d.id}`} onClick={() => go(`/events?driverId=${d.id}`)}>
              {d.name}
            </Link>
          ))}
          {data.facilities.length ? <p className="search-group">Facilities</p> : null}
          {data.facilities.map((f) => (
            <Link key={f.id} to={`/events?facilityId=${f.id}`} onClick={() => go(`/events?facilityId=${f.id}`)}>
              {f.name}
              {f.address ? <span className="small muted"> {f.address}</span> : null}
            </Link>
          ))}
        </section>
      ) : null}
    </search>
  );
}
