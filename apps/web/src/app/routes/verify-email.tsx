import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { VerifyEmail } from '@/features/auth/components/verify-email';

export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <DocumentTitle title="Verify e-mail" />
      <VerifyEmail token={params.get('token')} />
    </>
  );
}
