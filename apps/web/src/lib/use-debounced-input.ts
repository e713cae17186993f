import { useEffect, useRef, useState } from 'react';

const TYPING_DEBOUNCE_MS = 300;

/**
 * A text box's own state that reports once typing pauses, and follows the outside value when it
 * changes elsewhere (a reset, the back button).
 */
export function useDebouncedInput(value: string, onSettled: (text: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  });
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return [text, setText] as const;
}
