import { DocumentTitle } from '@/components/ui/document-title';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export function SignInRoute() {
  return (
    <>
      <DocumentTitle title="Log in" />
      <SignInForm />
    </>
  );
}
