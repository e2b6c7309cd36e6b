import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@web/app/theme';
import { PhotoViewer } from './photo-viewer';
import type { ViewerPhoto } from './photo-viewer';

const photos: ViewerPhoto[] = [1, 2, 3, 4, 5].map((n) => ({
  key: `ref-${n}`,
  src: `/photos/ref-${n}?quality=high`,
  alt: `Louvre, photo ${n} of 5`,
}));

function Harness({ onClose = vi.fn(), start = 0 }: { onClose?: () => void; start?: number }) {
  const [opened, setOpened] = useState(false);
  const [index, setIndex] = useState(start);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open gallery
      </button>
      <PhotoViewer
        opened={opened}
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        onClose={() => {
          onClose();
          setOpened(false);
        }}
        title="Louvre"
      />
    </>
  );
}

function renderViewer(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(
    <MantineProvider theme={theme} env="test">
      <Harness {...props} />
    </MantineProvider>,
  );
  return { user };
}

const counter = () => screen.getByTestId('photo-counter');
const zoomText = () => screen.getByTestId('photo-zoom');
const shownImage = () => screen.getByRole('img', { name: /Louvre, photo \d of 5/ });

describe('PhotoViewer keys (spec 001 §2 lightbox)', () => {
  it('opens on the chosen photo with a "1 / 5" counter and the dialog named by the title', async () => {
    const { user } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    expect(await screen.findByRole('dialog', { name: 'Louvre' })).toBeInTheDocument();
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 5'));
    expect(shownImage()).toHaveAttribute('alt', 'Louvre, photo 1 of 5');
  });

  it('ArrowRight and ArrowLeft navigate, wrapping at both ends', async () => {
    const { user } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(counter()).toHaveTextContent('5 / 5'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 5'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(counter()).toHaveTextContent('3 / 5'));
    await waitFor(() => expect(shownImage()).toHaveAttribute('src', '/photos/ref-3?quality=high'));
  });

  it('+ and = zoom in by 1.5, - zooms out, within 0.5 to 5', async () => {
    const { user } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await waitFor(() => expect(zoomText()).toHaveTextContent('100%'));
    await user.keyboard('+');
    await waitFor(() => expect(zoomText()).toHaveTextContent('150%'));
    await user.keyboard('=');
    await waitFor(() => expect(zoomText()).toHaveTextContent('225%'));
    await waitFor(() => expect(shownImage().style.transform).toContain('scale(2.25)'));
    await user.keyboard('---');
    await waitFor(() => expect(zoomText()).toHaveTextContent('67%'));
    await user.keyboard('-');
    await waitFor(() => expect(zoomText()).toHaveTextContent('50%'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled());
    await user.keyboard('++++++++++');
    await waitFor(() => expect(zoomText()).toHaveTextContent('500%'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled());
  });

  it('another photo starts again at 100%', async () => {
    const { user } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await user.keyboard('++');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(zoomText()).toHaveTextContent('100%'));
  });

  it('Escape closes and focus returns to the opener', async () => {
    const onClose = vi.fn();
    const { user } = renderViewer({ onClose });
    const opener = screen.getByRole('button', { name: 'Open gallery' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Mantine returns focus a tick after closing.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('ignores keys with Ctrl (the browser zoom) and keys while closed', async () => {
    const onClose = vi.fn();
    const { user } = renderViewer({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    fireEvent.keyDown(window, { key: '+', ctrlKey: true });
    await waitFor(() => expect(zoomText()).toHaveTextContent('100%'));
  });

  it('thumbnails jump to a photo and mark the current one', async () => {
    const { user } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await user.click(await screen.findByRole('button', { name: 'Show photo 4 of 5' }));
    await waitFor(() => expect(counter()).toHaveTextContent('4 / 5'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Show photo 4 of 5' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  });
});

describe('PhotoViewer gestures and caption (spec 001 §2 photo viewer: wheel, pinch, swipe)', () => {
  const stage = () => {
    const element = shownImage().parentElement;
    if (element === null) throw new Error('the photo has no stage');
    return element;
  };
  // jsdom has no pointer capture; the browser's keeps a drag on the stage.
  Element.prototype.setPointerCapture = () => undefined;

  it('the wheel zooms a step a notch, within the limits', async () => {
    const { user } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await waitFor(() => expect(zoomText()).toHaveTextContent('100%'));
    fireEvent.wheel(stage(), { deltaY: -100 });
    await waitFor(() => expect(zoomText()).toHaveTextContent('150%'));
    fireEvent.wheel(stage(), { deltaY: 100 });
    fireEvent.wheel(stage(), { deltaY: 100 });
    fireEvent.wheel(stage(), { deltaY: 100 });
    await waitFor(() => expect(zoomText()).toHaveTextContent('50%'));
  });

  it('a swipe left shows the next photo, right the previous; a short drag stays', async () => {
    const { user } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 5'));
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage(), { pointerId: 7, clientX: from, clientY: 200, button: 0 });
      fireEvent.pointerMove(stage(), { pointerId: 7, clientX: to, clientY: 205 });
      fireEvent.pointerUp(stage(), { pointerId: 7, clientX: to, clientY: 205 });
    };
    swipe(300, 180);
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 5'));
    swipe(100, 130);
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 5'));
    swipe(100, 260);
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 5'));
  });

  it("a pinch zooms with the fingers' spread", async () => {
    const { user } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Open gallery' }));
    fireEvent.pointerDown(stage(), {
      pointerId: 1,
      clientX: 100,
      clientY: 100,
      pointerType: 'touch',
    });
    fireEvent.pointerDown(stage(), {
      pointerId: 2,
      clientX: 200,
      clientY: 100,
      pointerType: 'touch',
    });
    fireEvent.pointerMove(stage(), {
      pointerId: 2,
      clientX: 300,
      clientY: 100,
      pointerType: 'touch',
    });
    await waitFor(() => expect(zoomText()).toHaveTextContent('200%'));
    fireEvent.pointerUp(stage(), {
      pointerId: 2,
      clientX: 300,
      clientY: 100,
      pointerType: 'touch',
    });
    fireEvent.pointerUp(stage(), {
      pointerId: 1,
      clientX: 100,
      clientY: 100,
      pointerType: 'touch',
    });
    await waitFor(() => expect(counter()).toHaveTextContent('1 / 5'));
  });
});
