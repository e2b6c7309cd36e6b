import { checkEveryRoute } from './every-route-checks';

// Every signed-in route: axe in both schemes and no sideways scroll (every-route-checks.ts).
checkEveryRoute(true);
