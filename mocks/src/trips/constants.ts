/** The trip calls' texts live with their request schemas in the contract; the mock's importers keep this path. */
export { tripMessages } from '@contract/trip-messages';

/** Name used in the cover-image texts when the uploaded part carries no file name. */
export const UNNAMED_FILE = 'The file';
