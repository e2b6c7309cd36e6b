import { createFileRoute, redirect } from '@tanstack/react-router';
import { selectSession } from '@machines/session/session.machine';
import { AuthShell } from '../features/auth/components/auth-shell';
import { SignupForm } from '../features/auth/components/signup-form';
import { safeReturnPath } from '../features/auth/utils/safe-return-path';

interface SignupSearch {
  /** Where to go once signed in (e.g. the shared-trip page's promo passes its own path). */
  redirect?: string;
}

/** No layout (spec 001 §2). A signed-in user has an account already: on to the return path or /. */
export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): SignupSearch => ({
    redirect: safeReturnPath(search.redirect),
  }),
  beforeLoad: ({ context, search }) => {
    if (selectSession(context.session.getSnapshot()).isAuthenticated) {
      throw redirect({ href: search.redirect ?? '/', replace: true });
    }
  },
  component: SignupRoute,
});

function SignupRoute() {
  const { redirect: returnTo } = Route.useSearch();
  return (
    <AuthShell>
      <SignupForm returnTo={returnTo} />
    </AuthShell>
  );
}
