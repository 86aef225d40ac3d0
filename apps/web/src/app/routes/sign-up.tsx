import { DocumentTitle } from '@/components/ui/document-title';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export function SignUpRoute() {
  return (
    <>
      <DocumentTitle title="Sign up" />
      <SignUpForm />
    </>
  );
}
