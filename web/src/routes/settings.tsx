import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * There is no settings screen (spec 000 §2: /settings is only referenced as an active-tab
 * highlight, and Settings shows as Coming Soon), so the address leads home.
 */
export const Route = createFileRoute('/settings')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
