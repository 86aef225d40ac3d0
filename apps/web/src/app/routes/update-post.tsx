import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EditPost } from '@/features/posts/components/edit-post';

export function UpdatePostRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title="Edit Post" />
      <EditPost key={id} id={id} />
    </>
  );
}
