import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';

/** Shown when rendering a route throws; keeps the router's default heading from the seed. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <DocumentTitle title="Error" />
      <h1 className="text-2xl font-bold tracking-tight">Unexpected Application Error!</h1>
      {detail && <p className="max-w-md text-sm text-muted-foreground">{detail}</p>}
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
