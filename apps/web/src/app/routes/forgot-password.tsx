import { DocumentTitle } from '@/components/ui/document-title';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <>
      <DocumentTitle title="Forgot password" />
      <ForgotPasswordForm />
    </>
  );
}
