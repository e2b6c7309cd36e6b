import { checkEveryRoute } from './every-route-checks';

// Every guest route: axe in both schemes and no sideways scroll (every-route-checks.ts).
checkEveryRoute(false);
