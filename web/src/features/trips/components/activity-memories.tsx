import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessagePlus, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { canAddPhotos } from '@machines/memories/photo-upload.machine';
import { PhotoViewer } from '@web/components/photo-viewer/photo-viewer';
import type { ViewerPhoto } from '@web/components/photo-viewer/photo-viewer';
import {
  ADD_REFLECTION,
  MEMORIES,
  PHOTO_LIMIT_REACHED,
  UPLOAD_PHOTOS,
  memoryPhotoAlt,
} from '../constants';
import type { MemoryTarget } from '../hooks/use-photo-upload-editor';
import { memberInitial, memberName } from '../utils/member-name';
import { hasMemories, memoryTime, reflectionsInOrder } from '../utils/memories';
import type { TripActivity } from '../utils/memories';
import { LazyAddReflectionDialog, LazyUploadPhotosDialog } from './lazy-trip-page-dialogs';
import classes from './memories.module.css';

const UNKNOWN = { userName: null };

/**
 * An activity's memories area (spec 001 §2 Itinerary tab; checklist 13.1, 13.5, 13.11, 13.14,
 * 11.12): its photos as thumbnails that open the photo viewer, its reflections oldest first with
 * the contributor's picture, name and time, and, for the owner and editors only, Upload Photos
 * (off once there are 3) and Add Reflection. Nothing shows for an activity without memories that
 * the viewer cannot add to.
 */
export function ActivityMemories({
  target,
  activity,
  canEdit,
}: {
  target: MemoryTarget;
  activity: TripActivity;
  canEdit: boolean;
}) {
  const [dialog, setDialog] = useState<'photos' | 'reflection' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const { photos } = activity.memories;
  const reflections = reflectionsInOrder(activity.memories);
  if (!canEdit && !hasMemories(activity.memories)) return null;

  const viewerPhotos: ViewerPhoto[] = photos.map((photo, index) => ({
    key: photo.url,
    src: photo.url,
    alt: memoryPhotoAlt(activity.title, index),
    caption: `Added by ${memberName(photo.uploader ?? UNKNOWN)} · ${memoryTime(photo.uploadedAt)}`,
  }));
  const photoLimitReached = !canAddPhotos(photos.length);
  const limitId = `photo-limit-${activity.id}`;

  return (
    <Stack gap="xs" mt="xs" component="section" aria-label={`${MEMORIES}: ${activity.title}`}>
      {photos.length > 0 && (
        <ul className={classes.photos} aria-label={`Photos of ${activity.title}`}>
          {viewerPhotos.map((photo, index) => (
            <li key={photo.key}>
              <button
                type="button"
                className={classes.thumbnail}
                aria-label={`Open ${photo.alt}`}
                onClick={() => setViewing(index)}
              >
                <img
                  className={classes.thumbnailImage}
                  src={photo.src ?? undefined}
                  alt=""
                  width={88}
                  height={88}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {reflections.length > 0 && (
        <ul className={classes.reflections} aria-label={`Reflections on ${activity.title}`}>
          {reflections.map((reflection) => {
            const author = reflection.author ?? UNKNOWN;
            return (
              <li key={`${reflection.createdAt}-${reflection.text}`}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Avatar
                    src={reflection.author?.profilePic}
                    alt=""
                    radius="xl"
                    size="sm"
                    color="teal"
                    variant="filled"
                  >
                    {memberInitial(author)}
                  </Avatar>
                  <Stack gap={0} miw={0}>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {memberName(author)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {memoryTime(reflection.createdAt)}
                      </Text>
                    </Group>
                    <Text size="sm" className={classes.reflectionText}>
                      {reflection.text}
                    </Text>
                  </Stack>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
      {canEdit && (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            disabled={photoLimitReached}
            aria-describedby={photoLimitReached ? limitId : undefined}
            aria-label={`${UPLOAD_PHOTOS} for ${activity.title}`}
            onClick={() => setDialog('photos')}
          >
            {UPLOAD_PHOTOS}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            aria-label={`${ADD_REFLECTION} for ${activity.title}`}
            onClick={() => setDialog('reflection')}
          >
            {ADD_REFLECTION}
          </Button>
          {photoLimitReached && (
            <Text id={limitId} size="xs" c="dimmed">
              {PHOTO_LIMIT_REACHED}
            </Text>
          )}
        </Group>
      )}
      {dialog === 'photos' && (
        <LazyUploadPhotosDialog
          target={target}
          activityTitle={activity.title}
          existingCount={photos.length}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'reflection' && (
        <LazyAddReflectionDialog
          target={target}
          activityTitle={activity.title}
          onClose={() => setDialog(null)}
        />
      )}
      {photos.length > 0 && (
        <PhotoViewer
          opened={viewing !== null}
          photos={viewerPhotos}
          index={viewing ?? 0}
          onIndexChange={setViewing}
          onClose={() => setViewing(null)}
          title={activity.title}
        />
      )}
    </Stack>
  );
}
