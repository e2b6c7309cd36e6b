import { lazyWhileOpen } from '@web/components/lazy-dialog/lazy-while-open';

// The trip page's form dialogs, each mounted while open and loaded when one first opens.
const dialogs = () => import('./trip-page-dialogs');

export const LazyEditTripDialog = lazyWhileOpen(() =>
  dialogs().then((module) => module.EditTripDialog),
);
export const LazyAddActivityDialog = lazyWhileOpen(() =>
  dialogs().then((module) => module.AddActivityDialog),
);
export const LazyAddReflectionDialog = lazyWhileOpen(() =>
  dialogs().then((module) => module.AddReflectionDialog),
);
export const LazyUploadPhotosDialog = lazyWhileOpen(() =>
  dialogs().then((module) => module.UploadPhotosDialog),
);
