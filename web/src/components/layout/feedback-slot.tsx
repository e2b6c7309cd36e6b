import { ActionIcon, Affix, Modal, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';

interface FeedbackSlot {
  open: () => void;
}

const FeedbackSlotContext = createContext<FeedbackSlot | null>(null);

/**
 * Where the feedback form opens from: the desktop Feedback link, the mobile profile sheet and the
 * floating button (spec 000 §2). The feedback issue puts the four-step form in this modal.
 */
export function FeedbackSlotProvider({ children }: { children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  const slot = useMemo(() => ({ open }), [open]);
  return (
    <FeedbackSlotContext.Provider value={slot}>
      {children}
      <Modal opened={opened} onClose={close} title="Share your feedback" centered>
        <Stack align="center" ta="center" gap="sm" py="md">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconMessageCircle size={26} />
          </ThemeIcon>
          <Text fw={600}>Coming Soon</Text>
          <Text c="dimmed">
            Rate Wayfarer, tell us what you like and what to improve, and request features here.
          </Text>
        </Stack>
      </Modal>
    </FeedbackSlotContext.Provider>
  );
}

export function useFeedbackSlot(): FeedbackSlot {
  const slot = useContext(FeedbackSlotContext);
  if (slot === null) throw new Error('useFeedbackSlot: wrap the tree in <FeedbackSlotProvider>');
  return slot;
}

/** The floating feedback button at the bottom right of every page (spec 000 §2 "All pages"). */
export function FloatingFeedbackButton({ bottomOffset }: { bottomOffset: number }) {
  const { open } = useFeedbackSlot();
  return (
    <Affix position={{ bottom: bottomOffset + 20, right: 20 }} zIndex={150}>
      <Tooltip label="Give feedback" position="left">
        <ActionIcon
          size={52}
          radius="xl"
          variant="filled"
          aria-label="Give feedback"
          onClick={open}
        >
          <IconMessageCircle size={26} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
