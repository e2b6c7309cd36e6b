import { useMutation } from '@apollo/client/react';
import { serverMessageOr } from '@machines/shared/error-message';
import { showToast } from '@web/components/toast/show-toast';
import { PROFILE_UPDATED_TOAST, PROFILE_UPDATE_FAILED } from '../constants';
import { UpdateProfileMutation } from '../graphql/update-profile-mutation';
import { toUpdateProfileInput } from '../utils/profile-form';
import type { ProfileFormValues } from '../utils/profile-form';

/**
 * Saving the Edit Profile form (spec 001 §8 "Profile"): "Profile updated successfully!"; a refusal
 * shows the server's message, else "Failed to update profile". Resolves true when saved; the form
 * keeps what was typed otherwise.
 */
export function useProfileUpdate() {
  const [mutate, { loading }] = useMutation(UpdateProfileMutation);

  async function save(values: ProfileFormValues): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { input: toUpdateProfileInput(values) } });
      if (!data) {
        showToast({ type: 'error', message: PROFILE_UPDATE_FAILED });
        return false;
      }
      showToast({ type: 'success', message: PROFILE_UPDATED_TOAST });
      return true;
    } catch (error) {
      showToast({ type: 'error', message: serverMessageOr(error, PROFILE_UPDATE_FAILED) });
      return false;
    }
  }

  return { save, isSaving: loading };
}
