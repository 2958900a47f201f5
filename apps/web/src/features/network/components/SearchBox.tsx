import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/** A name search that reports after typing pauses (one request per pause, not per key). */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (v: string) => void }) {
  const [value, setValue] = useState('');
  useEffect(() => {
    const t = setTimeout(() => onSearch(value.trim()), 300);
    return () => clearTimeout(t);
  }, [value]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder="Search by name"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      maw={360}
    />
  );
}
