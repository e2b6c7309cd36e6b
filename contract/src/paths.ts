/** REST paths under the API base (D1 §7, D2 §7). One place, used by the mock and the gateway's client. */
export const API_PREFIX = '/api/v1';

export const paths = {
  login: `${API_PREFIX}/user/login`,
  googleVerify: `${API_PREFIX}/user/auth/google/verify`,
  logout: `${API_PREFIX}/user/logout`,
  refreshToken: `${API_PREFIX}/user/refresh-token`,
  register: `${API_PREFIX}/user/register`,
  profile: `${API_PREFIX}/user/get-profile`,
  allTrips: `${API_PREFIX}/trip/get-all-trips`,
  health: '/health',
} as const;
