import { useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '@web/actors/session';

/**
 * "Save to itinerary" (spec 001 §2, §6): guests go to /login and come back here after signing in;
 * signed in, the Plan Your Visit modal opens.
 */
export function useSaveToItinerary(): {
  save: () => void;
  plannerOpen: boolean;
  closePlanner: () => void;
} {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const here = useLocation({ select: (location) => location.href });
  const [plannerOpen, setPlannerOpen] = useState(false);
  const save = () => {
    if (!isAuthenticated) {
      void navigate({ to: '/login', search: { redirect: here } });
      return;
    }
    setPlannerOpen(true);
  };
  return { save, plannerOpen, closePlanner: () => setPlannerOpen(false) };
}
