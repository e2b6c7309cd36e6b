import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { IMAGE_HEADER_BYTES, imageFormatOf } from '@machines/memories/image-format';
import { createPhotoUploadMachine } from '@machines/memories/photo-upload.machine';
import type { ChosenPhoto, PhotoUploadActorRef } from '@machines/memories/photo-upload.machine';
import { useToastEvents } from '@web/components/toast/use-toast-events';
import { AddActivityPhotosMutation } from '../graphql/add-activity-photos-mutation';
import { requireAnsweredTrip } from './answered-trip';
import { readMemoriesWith } from './reread-trip';

import type { MemoryTarget } from '@machines/memories/stored-memories';

export type { MemoryTarget };

interface KeptFile {
  file: File;
  /** An object URL for the preview, revoked when the dialog closes. */
  preview: string;
}

/** Reads a file's first bytes, so the machine judges its format by what it is (13.2). */
async function chosenPhotoOf(id: string, file: File): Promise<ChosenPhoto> {
  const header = new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer());
  return { id, name: file.name, size: file.size, format: imageFormatOf(header) };
}

let nextFileId = 0;

/**
 * The Upload Photos machine (machines/src/memories/photo-upload.machine.ts) over the gateway. The
 * files stay here, by id; the machine sees their names, sizes and formats.
 */
export function usePhotoUploadEditor(target: MemoryTarget, existingCount: number) {
  const client = useApolloClient();
  // The chosen files by id: one Map for the dialog's life, written only by choose and remove.
  const [files] = useState(() => new Map<string, KeptFile>());
  const [machine] = useState(() =>
    createPhotoUploadMachine({
      upload: async ({ photoIds, ...variables }) => {
        const chosen = photoIds.flatMap((id) => {
          const kept = files.get(id);
          return kept === undefined ? [] : [kept.file];
        });
        const { data } = await client.mutate({
          mutation: AddActivityPhotosMutation,
          variables: { ...variables, files: chosen },
        });
        requireAnsweredTrip(data?.addActivityPhotos);
      },
      readMemories: readMemoriesWith(client),
    }),
  );
  const actorRef: PhotoUploadActorRef = useActorRef(machine, {
    input: { ...target, existingCount },
  });
  useToastEvents(actorRef);

  useEffect(
    () => () => {
      for (const { preview } of files.values()) URL.revokeObjectURL(preview);
      files.clear();
    },
    [files],
  );

  const choose = async (chosen: readonly File[]) => {
    const photos = await Promise.all(
      chosen.map((file) => {
        nextFileId += 1;
        const id = `photo-${nextFileId}`;
        files.set(id, { file, preview: URL.createObjectURL(file) });
        return chosenPhotoOf(id, file);
      }),
    );
    actorRef.send({ type: 'photos.chosen', photos });
  };
  const remove = (id: string) => {
    const kept = files.get(id);
    if (kept !== undefined) URL.revokeObjectURL(kept.preview);
    files.delete(id);
    actorRef.send({ type: 'photos.remove', id });
  };
  const previewOf = (id: string) => files.get(id)?.preview ?? null;
  return { actorRef, choose, remove, previewOf };
}
