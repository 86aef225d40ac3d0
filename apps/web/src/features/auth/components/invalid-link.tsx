import { messages } from '@app/contract';
import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';

/** A used, expired or mangled link from an e-mail: what happened, and the way forward. */
export function InvalidLink({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Link2Off aria-hidden="true" className="size-6 text-error" />
      </span>
      <p className="font-semibold">{messages.linkInvalid}</p>
      {children}
    </div>
  );
}
