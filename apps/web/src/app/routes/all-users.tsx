import { PageHeader } from '@/components/ui/page-header';
import { PeopleList } from '@/features/users/components/people-list';
import { usersTexts } from '@/features/users/texts';

export function AllUsersRoute() {
  return (
    <>
      <PageHeader title={usersTexts.allUsersTitle} />
      <PeopleList />
    </>
  );
}
