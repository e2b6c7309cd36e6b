import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandTwitter,
  IconCheck,
  IconCopy,
} from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import {
  SHARE_NETWORKS,
  SHARE_WINDOW_FEATURES,
  externalShareUrl,
} from '@machines/collaborators/external-share';
import type { ShareNetwork } from '@machines/collaborators/external-share';
import {
  selectCopied,
  selectGenerating,
  selectShareOpen,
  selectShareUrl,
  selectSharingSettings,
} from '@machines/collaborators/sharing.machine';
import type { SharingActorRef } from '@machines/collaborators/sharing.machine';
import {
  ALLOW_JOIN_REQUESTS,
  ALLOW_PUBLIC_VIEW,
  CLOSE,
  COPIED,
  COPY_LINK,
  GENERATING_LINK,
  SHARE_LINK_LABEL,
  SHARE_ON,
  SHARE_TRIP,
} from '../constants';

const NETWORK_ICONS: Record<ShareNetwork, typeof IconBrandWhatsapp> = {
  whatsapp: IconBrandWhatsapp,
  telegram: IconBrandTelegram,
  facebook: IconBrandFacebook,
  twitter: IconBrandTwitter,
};

/**
 * Share Trip (spec 001 §2 "Sharing dialog"; checklist 12.1–12.6): the link (generated on first
 * open by the sharing machine) in a read-only field with a copy button ("Copied!" for 2 s), the two
 * settings as switches saved at once, and the four networks, each in a 600x400 window.
 */
export function ShareTripDialog({ sharing, title }: { sharing: SharingActorRef; title: string }) {
  const opened = useSelector(sharing, selectShareOpen);
  const generating = useSelector(sharing, selectGenerating);
  const shareUrl = useSelector(sharing, selectShareUrl);
  const copied = useSelector(sharing, selectCopied);
  const settings = useSelector(sharing, selectSharingSettings);

  return (
    <Modal
      opened={opened}
      onClose={() => sharing.send({ type: 'share.close' })}
      title={SHARE_TRIP}
      centered
      closeButtonProps={{ 'aria-label': CLOSE }}
    >
      {generating || shareUrl === null ? (
        <Group gap="sm" justify="center" py="lg">
          <Loader size="sm" />
          <Text>{GENERATING_LINK}</Text>
        </Group>
      ) : (
        <Stack gap="md">
          <TextInput
            label={SHARE_LINK_LABEL}
            value={shareUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSectionWidth={copied ? 96 : 44}
            rightSection={
              copied ? (
                <Group gap={4} wrap="nowrap" c="teal" role="status">
                  <IconCheck size={16} aria-hidden />
                  <Text size="sm" c="teal" fw={500}>
                    {COPIED}
                  </Text>
                </Group>
              ) : (
                <Tooltip label={COPY_LINK}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={COPY_LINK}
                    onClick={() => sharing.send({ type: 'share.copy' })}
                  >
                    <IconCopy size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )
            }
          />
          <Switch
            label={ALLOW_PUBLIC_VIEW}
            checked={settings.allowPublicView}
            onChange={(event) =>
              sharing.send({
                type: 'share.settingChanged',
                setting: 'allowPublicView',
                value: event.currentTarget.checked,
              })
            }
          />
          <Switch
            label={ALLOW_JOIN_REQUESTS}
            checked={settings.allowJoinRequests}
            onChange={(event) =>
              sharing.send({
                type: 'share.settingChanged',
                setting: 'allowJoinRequests',
                value: event.currentTarget.checked,
              })
            }
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {SHARE_ON}
            </Text>
            <Group gap="xs">
              {SHARE_NETWORKS.map(({ network, label }) => {
                const Icon = NETWORK_ICONS[network];
                return (
                  <Button
                    key={network}
                    variant="default"
                    size="xs"
                    leftSection={<Icon size={16} aria-hidden />}
                    onClick={() =>
                      window.open(
                        externalShareUrl(network, title, shareUrl),
                        '_blank',
                        SHARE_WINDOW_FEATURES,
                      )
                    }
                  >
                    {label}
                  </Button>
                );
              })}
            </Group>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
