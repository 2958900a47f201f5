import { SEARCH_WORDS_MAX } from '@hctl/contracts/constants';
import { Box, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A key typed into a field, not at the page: "/" must type a slash there. */
const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

const SearchIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/**
 * The header's search box on every page: Enter opens /search?q=…, "/" anywhere focuses it. On the
 * results page it shows the current words and a new search keeps the open tab (filters start over).
 * Plain code only: it sits in the first load, the results page itself is a lazy chunk. Its name
 * avoids the word "search" (the form is the search landmark): pages' own "Search …" fields keep
 * unique labels.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const onSearch = location.pathname === '/search';
  const urlQ = onSearch ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [value, setValue] = useState(urlQ);
  const input = useRef<HTMLInputElement>(null);

  // Back/forward between searches shows each search's words.
  useEffect(() => setValue(urlQ), [urlQ]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = new URLSearchParams();
    const q = value.trim();
    if (q) p.set('q', q);
    const tab = onSearch ? new URLSearchParams(location.search).get('type') : null;
    if (tab) p.set('type', tab);
    navigate(`/search${p.size ? `?${p}` : ''}`);
    input.current?.blur();
  };

  return (
    <Box component="form" role="search" onSubmit={submit} style={{ flex: 1, minWidth: 0, maxWidth: 420 }}>
      <TextInput
        ref={input}
        type="search"
        name="q"
        aria-label="Find jobs, services and people"
        placeholder="Search jobs, services, people…"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_WORDS_MAX}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') e.currentTarget.blur();
        }}
        leftSection={<SearchIcon />}
        radius="xl"
      />
    </Box>
  );
}
