import { useMutation } from '@apollo/client/react';
import { serverMessageOr } from '@machines/shared/error-message';
import { profilePictureProblem } from '@web/components/profile-picture/check-profile-picture';
import { showToast } from '@web/components/toast/show-toast';
import { PROFILE_ERROR_FALLBACK, PROFILE_PICTURE_UPDATED_TOAST } from '../constants';
import { UpdateProfilePictureMutation } from '../graphql/update-profile-picture-mutation';

/**
 * Changing the picture from the profile header (spec 001 §2, §5, §8): the file is checked first
 * (image, under 2MB); the answer is the updated user, so every cached view of it follows. A failure
 * shows the server's message, else "An error occurred".
 */
export function useProfilePictureUpdate() {
  const [mutate, { loading }] = useMutation(UpdateProfilePictureMutation);

  async function change(file: File | null) {
    if (file === null) return;
    const problem = profilePictureProblem(file);
    if (problem !== null) {
      showToast({ type: 'error', message: problem });
      return;
    }
    try {
      await mutate({ variables: { file } });
      showToast({ type: 'success', message: PROFILE_PICTURE_UPDATED_TOAST });
    } catch (error) {
      showToast({ type: 'error', message: serverMessageOr(error, PROFILE_ERROR_FALLBACK) });
    }
  }

  return { change, isUploading: loading };
}
