import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';

/** A search field (role searchbox) that applies what is typed after a short pause. */
export function SearchBox({
  label,
  value,
  onSearch,
  placeholder,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => latest.current(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="min-w-0 flex-1 sm:max-w-md">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-600"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          className="field-input pl-9"
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && latest.current(text.trim())}
        />
      </div>
    </div>
  );
}
