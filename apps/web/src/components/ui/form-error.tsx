import type { ReactNode } from 'react';

/** A refusal under a field or a form: read out when it appears (role=alert), in the error colour. */
export function FormError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-xs font-medium text-rose-600 dark:text-rose-400">
      {children}
    </p>
  );
}
