import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { IconMapQuestion } from '@tabler/icons-react';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { AfterFirstRender } from '../components/after-first-render/after-first-render';
import { MOBILE_TAB_BAR_HEIGHT_PX } from '../components/layout/constants';
import { FloatingFeedbackButton } from '../components/layout/feedback-slot';
import { useIsDesktop } from '../components/layout/use-is-desktop';
import { RoutePlaceholder } from '../components/placeholder/route-placeholder';
import { FeedbackWizardProvider } from '../features/feedback/components/feedback-wizard-provider';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFound,
});

/** Every page: the matched screen, with or without the main layout, and the feedback form's button. */
function RootComponent() {
  const isDesktop = useIsDesktop();
  const hasTabBar = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === '/_main'),
  });
  return (
    <FeedbackWizardProvider>
      <Outlet />
      <AfterFirstRender>
        <FloatingFeedbackButton
          bottomOffset={!isDesktop && hasTabBar ? MOBILE_TAB_BAR_HEIGHT_PX : 0}
        />
      </AfterFirstRender>
    </FeedbackWizardProvider>
  );
}

function NotFound() {
  return (
    <RoutePlaceholder
      icon={<IconMapQuestion size={34} />}
      title="Page not found"
      description="There is nothing at this address. It may have moved, or the link may be mistyped."
    >
      <Button renderRoot={(props) => <Link to="/" {...props} />}>Go to Homepage</Button>
    </RoutePlaceholder>
  );
}
