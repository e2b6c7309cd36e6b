import {
  Alert,
  Button,
  CloseButton,
  Group,
  Image,
  Modal,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoUp } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  selectCanUpload,
  selectChosenPhotos,
  selectCountProblem,
  selectUploaded,
  selectUploading,
} from '@machines/memories/photo-upload.machine';
import {
  CANCEL,
  CHOOSE_PHOTOS,
  CLOSE,
  DROP_PHOTOS,
  PHOTO_RULES,
  UPLOAD,
  UPLOAD_PHOTOS,
  UPLOADING_PHOTOS,
  removePhotoLabel,
} from '../constants';
import { usePhotoUploadEditor } from '../hooks/use-photo-upload-editor';
import type { MemoryTarget } from '../hooks/use-photo-upload-editor';
import classes from './memories.module.css';

/**
 * Upload Photos for one activity (spec 001 §2, §5, §8, §9; checklist 13.1–13.6): a drop zone that
 * is also the file picker, a preview of each chosen photo with Remove, each photo's message (format
 * by its bytes, 5 MB) and the count message shown before any request, progress while sending. It
 * closes once the photos are uploaded; a failure keeps the photos for another try.
 */
export function UploadPhotosDialog({
  target,
  activityTitle,
  existingCount,
  onClose,
}: {
  target: MemoryTarget;
  activityTitle: string;
  existingCount: number;
  onClose: () => void;
}) {
  const upload = usePhotoUploadEditor(target, existingCount);
  const photos = useSelector(upload.actorRef, selectChosenPhotos);
  const countProblem = useSelector(upload.actorRef, selectCountProblem);
  const canUpload = useSelector(upload.actorRef, selectCanUpload);
  const uploading = useSelector(upload.actorRef, selectUploading);
  const uploaded = useSelector(upload.actorRef, selectUploaded);
  const openPicker = useRef<() => void>(null);

  useEffect(() => {
    if (uploaded) onClose();
  }, [uploaded, onClose]);

  return (
    <Modal
      opened
      onClose={onClose}
      title={`${UPLOAD_PHOTOS}: ${activityTitle}`}
      centered
      closeButtonProps={{ 'aria-label': CLOSE }}
    >
      <Stack gap="md">
        <Dropzone
          onDrop={(files) => void upload.choose(files)}
          disabled={uploading}
          openRef={openPicker}
          // The button below is the keyboard's way in; the zone is for the mouse and drops.
          activateOnKeyboard={false}
          tabIndex={-1}
          useFsAccessApi={false}
          inputProps={{ 'aria-label': CHOOSE_PHOTOS }}
          className={classes.dropzone}
        >
          <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
            <IconPhotoUp size={36} aria-hidden />
            <Text ta="center">{DROP_PHOTOS}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {PHOTO_RULES}
            </Text>
          </Stack>
        </Dropzone>
        <Button
          variant="default"
          disabled={uploading}
          onClick={() => openPicker.current?.()}
          style={{ alignSelf: 'center' }}
        >
          {CHOOSE_PHOTOS}
        </Button>
        {photos.length > 0 && (
          <ul className={classes.previews} aria-label="Chosen photos">
            {photos.map((photo) => {
              const preview = upload.previewOf(photo.id);
              return (
                <li key={photo.id} className={classes.preview}>
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    {photo.format !== null && preview !== null ? (
                      <Image src={preview} alt="" w={64} h={64} radius="sm" fit="cover" />
                    ) : (
                      <div className={classes.previewBlank} aria-hidden />
                    )}
                    <Stack gap={2} miw={0} style={{ flex: 1 }}>
                      <Text size="sm" truncate>
                        {photo.name}
                      </Text>
                      {photo.problem !== null && (
                        <Text size="sm" c="red" role="alert">
                          {photo.problem}
                        </Text>
                      )}
                    </Stack>
                    <CloseButton
                      aria-label={removePhotoLabel(photo.name)}
                      disabled={uploading}
                      onClick={() => upload.remove(photo.id)}
                    />
                  </Group>
                </li>
              );
            })}
          </ul>
        )}
        {countProblem !== null && (
          <Alert color="red" role="alert">
            {countProblem}
          </Alert>
        )}
        {uploading && (
          <Stack gap={4}>
            <Text size="sm">{UPLOADING_PHOTOS}</Text>
            <Progress value={100} animated striped aria-label={UPLOADING_PHOTOS} />
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {CANCEL}
          </Button>
          <Button
            disabled={!canUpload && !uploading}
            loading={uploading}
            onClick={() => upload.actorRef.send({ type: 'photos.upload' })}
          >
            {UPLOAD}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
