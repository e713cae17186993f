interface AvatarProps {
  name: string;
  photoURL?: string | null | undefined;
  className?: string;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? '?'];
  return letters
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

/** A user's photo, or their initials; decorative (the name is always written next to it). */
export function Avatar({ name, photoURL, className = 'size-8 text-xs' }: AvatarProps) {
  if (photoURL) {
    return (
      <img
        src={photoURL}
        alt=""
        aria-hidden="true"
        className={`shrink-0 rounded-full object-cover ring-1 ring-black/5 dark:ring-white/10 ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-emerald-400/80 to-teal-600/80 font-semibold text-ink-950 ${className}`}
    >
      {initials(name)}
    </span>
  );
}
