import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` so relative times ("hace 5 minutos") move on. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
