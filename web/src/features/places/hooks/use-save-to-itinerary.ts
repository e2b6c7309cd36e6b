import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '@web/actors/session';

/**
 * "Save to itinerary" (spec 001 §2, §6): guests go to /login and come back here with `?action=save` after signing
 * in, which opens the Plan Your Visit modal at once (the action leaves the URL, so reload does not reopen it);
 * signed in, the modal opens.
 */
export function useSaveToItinerary(): {
  save: () => void;
  plannerOpen: boolean;
  closePlanner: () => void;
} {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const resumeSave = useSearch({ strict: false, select: (search) => search.action === 'save' });
  const [plannerOpen, setPlannerOpen] = useState(() => resumeSave && isAuthenticated);
  useEffect(() => {
    if (resumeSave && isAuthenticated) void navigate({ href: pathname, replace: true });
  }, [resumeSave, isAuthenticated, navigate, pathname]);
  const save = () => {
    if (!isAuthenticated) {
      void navigate({ to: '/login', search: { redirect: `${pathname}?action=save` } });
      return;
    }
    setPlannerOpen(true);
  };
  return { save, plannerOpen, closePlanner: () => setPlannerOpen(false) };
}
