import { messages } from '@app/contract';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

/** A malformed id is as missing as an unknown one. */
export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export function PostNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <p className="font-semibold">{messages.postNotFound}</p>
      <p className="text-sm text-muted-foreground">
        It may have been deleted, or it is not visible to you.
      </p>
      <Link to={paths.home()} className={buttonVariants({ variant: 'outline' })}>
        Go to Home
      </Link>
    </div>
  );
}
