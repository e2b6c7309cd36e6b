import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';

interface FeedbackSlot {
  open: () => void;
}

const FeedbackSlotContext = createContext<FeedbackSlot | null>(null);

/**
 * Where the feedback form opens from: the desktop Feedback link, the mobile profile sheet and the
 * floating button (spec 000 §2). The form itself is the feedback feature's: it provides `open`.
 */
export function FeedbackSlotProvider({
  open,
  children,
}: {
  open: () => void;
  children: ReactNode;
}) {
  const slot = useMemo(() => ({ open }), [open]);
  return <FeedbackSlotContext.Provider value={slot}>{children}</FeedbackSlotContext.Provider>;
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
