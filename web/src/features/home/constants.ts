/** Greeting by the local hour: Morning before 12:00, Afternoon before 18:00, else Evening (spec 000 §2 "Home"). */
export const AFTERNOON_STARTS_AT_HOUR = 12;
export const EVENING_STARTS_AT_HOUR = 18;

/** The copyright year the footer shows (spec 000 §1). */
export const COPYRIGHT_YEAR = 2025;

/** Footer contact details (spec 000 §1: an e-mail, a phone number and a postal address in Pune, India). */
export const CONTACT = {
  email: 'hello@wayfarer.travel',
  phone: '+91 20 4567 8900',
  address: [
    'Wayfarer Travel Pvt. Ltd.',
    '4th Floor, Baner Road',
    'Pune, Maharashtra 411045',
    'India',
  ],
} as const;

/** Home and landing: at most 4 trending destinations (spec 000 §2, §9). */
export const MAX_TRENDING_DESTINATIONS = 4;

/** Trending destinations texts (spec 000 §2 "Home"; RESOLUTIONS 15.15: home uses D1's texts). */
export const TRENDING_TEXTS = {
  title: 'Trending Destinations',
  subtitle: 'Where travellers are heading right now',
  loading: 'Loading destinations...',
  failed: 'Failed to load destinations. Please refresh the page.',
  empty: 'No trending destinations available at the moment. Please try refreshing the page.',
  refreshPage: 'Refresh Page',
} as const;
