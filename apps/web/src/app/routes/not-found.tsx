import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <>
      <PageHeader title="Page not found" description="There is nothing at this address." />
      <Link to={paths.home()} className={buttonVariants({ variant: 'outline' })}>
        Go to Home
      </Link>
    </>
  );
}
