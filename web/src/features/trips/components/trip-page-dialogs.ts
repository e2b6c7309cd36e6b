// The trip page's form dialogs, loaded lazily (issue 19) from one module (lazy-trip-page-dialogs.tsx):
// with them come zod, @mantine/form and the photo drop zone, which the page's first view then
// does without.
export { AddActivityDialog } from './add-activity-dialog';
export { AddReflectionDialog } from './add-reflection-dialog';
export { EditTripDialog } from './edit-trip-dialog';
export { UploadPhotosDialog } from './upload-photos-dialog';
