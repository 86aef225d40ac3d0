import type { ReactNode } from 'react';

/** Sign-in and sign-up: the form on the left, a picture on the right on wide screens only. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh">
      <main className="flex flex-1 flex-col items-center justify-center px-5 py-10 sm:px-8">
        {children}
      </main>
      <div aria-hidden="true" className="hidden lg:block lg:w-1/2 lg:bg-auth-hero xl:w-[55%]" />
    </div>
  );
}
