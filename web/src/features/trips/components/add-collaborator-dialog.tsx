import {
  Alert,
  Avatar,
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import {
  selectAdding,
  selectChosen,
  selectInviteOpen,
  selectInviteRole,
  selectMemberIds,
  selectQuery,
  selectSearchFailed,
  selectSearched,
  selectSearching,
} from '@machines/collaborators/collaborators.machine';
import type {
  CollaboratorRole,
  CollaboratorsActorRef,
} from '@machines/collaborators/collaborators.machine';
import { USER_SEARCH_FAILED } from '@machines/collaborators/constants';
import {
  ADD,
  ADD_COLLABORATOR,
  ALREADY_ON_TRIP,
  CANCEL,
  CLOSE,
  NO_USERS_FOUND,
  ROLE_LABEL,
  ROLE_NAMES,
  SEARCH_USERS_LABEL,
  SEARCH_USERS_PLACEHOLDER,
} from '../constants';
import classes from './trips.module.css';
import { initialOf } from '@web/lib/text/initials';

/**
 * Add Collaborator (spec 001 §2, §5, §7, §9; checklist 11.5–11.7): the search is sent after a
 * 400 ms pause (the collaborators machine); each result shows picture, name and e-mail and is a
 * button (Tab and Enter or Space choose it); people already on the trip are shown as such and
 * cannot be chosen. Viewer is the default role; Add waits for a chosen user.
 */
export function AddCollaboratorDialog({ collaborators }: { collaborators: CollaboratorsActorRef }) {
  const opened = useSelector(collaborators, selectInviteOpen);
  const query = useSelector(collaborators, selectQuery);
  const searching = useSelector(collaborators, selectSearching);
  const searched = useSelector(collaborators, selectSearched);
  const failed = useSelector(collaborators, selectSearchFailed);
  const chosen = useSelector(collaborators, selectChosen);
  const role = useSelector(collaborators, selectInviteRole);
  const memberIds = useSelector(collaborators, selectMemberIds);
  const adding = useSelector(collaborators, selectAdding);
  const close = () => collaborators.send({ type: 'invite.close' });
  const users = searched?.users ?? [];

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={ADD_COLLABORATOR}
      centered
      closeButtonProps={{ 'aria-label': CLOSE }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          collaborators.send({ type: 'invite.submit' });
        }}
      >
        <Stack gap="md">
          <TextInput
            label={SEARCH_USERS_LABEL}
            placeholder={SEARCH_USERS_PLACEHOLDER}
            value={query}
            data-autofocus
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : null}
            onChange={(event) =>
              collaborators.send({ type: 'invite.queryChanged', text: event.currentTarget.value })
            }
          />
          {failed && (
            <Alert color="red" role="alert">
              {USER_SEARCH_FAILED}
            </Alert>
          )}
          {searched !== null && users.length === 0 && (
            <Text c="dimmed" size="sm" ta="center">
              {NO_USERS_FOUND}
            </Text>
          )}
          {users.length > 0 && (
            <Stack gap={4} component="ul" p={0} m={0} aria-label="Users found" role="list">
              {users.map((user) => {
                const onTrip = memberIds.includes(user.id);
                const isChosen = chosen?.id === user.id;
                return (
                  <li key={user.id} style={{ listStyle: 'none' }}>
                    <UnstyledButton
                      type="button"
                      className={classes.userResult}
                      data-chosen={isChosen || undefined}
                      aria-pressed={isChosen}
                      disabled={onTrip}
                      onClick={() => collaborators.send({ type: 'invite.choose', user })}
                      w="100%"
                      p="xs"
                    >
                      <Group wrap="nowrap" gap="sm">
                        <Avatar src={user.profilePic} alt="" radius="xl" color="teal" aria-hidden>
                          {initialOf(user.userName)}
                        </Avatar>
                        <div style={{ flex: 1, minWidth: 0 }}>
                          <Text fw={500} truncate>
                            {user.userName}
                          </Text>
                          <Text size="sm" c="dimmed" truncate>
                            {user.email}
                          </Text>
                        </div>
                        {onTrip && (
                          <Text size="xs" c="dimmed">
                            {ALREADY_ON_TRIP}
                          </Text>
                        )}
                        {isChosen && <IconCheck size={18} aria-hidden />}
                      </Group>
                    </UnstyledButton>
                  </li>
                );
              })}
            </Stack>
          )}
          <Radio.Group
            label={ROLE_LABEL}
            value={role}
            onChange={(value) =>
              collaborators.send({ type: 'invite.roleChanged', role: value as CollaboratorRole })
            }
          >
            <Group gap="lg" mt={6}>
              <Radio value="viewer" label={ROLE_NAMES.viewer} />
              <Radio value="editor" label={ROLE_NAMES.editor} />
            </Group>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {CANCEL}
            </Button>
            <Button type="submit" disabled={chosen === null} loading={adding}>
              {ADD}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
