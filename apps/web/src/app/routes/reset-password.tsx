import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <DocumentTitle title="Reset password" />
      <ResetPasswordForm token={params.get('token')} />
    </>
  );
}
