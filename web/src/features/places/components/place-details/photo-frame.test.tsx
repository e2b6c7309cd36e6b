import { MantineProvider } from '@mantine/core';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@web/app/theme';
import { PhotoFrame } from './photo-frame';

function renderFrame(src: string | null, { shownAtStart = false } = {}) {
  const view = render(
    <MantineProvider theme={theme} env="test">
      <PhotoFrame
        src={src}
        alt="Louvre, photo 1 of 5"
        name="Louvre"
        priority
        shownAtStart={shownAtStart}
      />
    </MantineProvider>,
  );
  const rerender = (next: string | null) =>
    view.rerender(
      <MantineProvider theme={theme} env="test">
        <PhotoFrame src={next} alt="Louvre, photo 1 of 5" name="Louvre" priority />
      </MantineProvider>,
    );
  const images = () => Array.from(view.container.querySelectorAll('img'));
  /** The image at `index` in the frame (the shown one first, then one still loading). */
  const image = (index: number) => {
    const found = images()[index];
    if (!found) throw new Error(`no image ${index} in the frame`);
    return found;
  };
  return { rerender, images, image, container: view.container };
}

describe('PhotoFrame', () => {
  it('shows the image it loaded as the same element (React matches it by key), not a second copy', () => {
    const { images, image, container } = renderFrame('/photos/ref-1?quality=high');
    const pending = image(0);
    expect(pending).toHaveAttribute('data-loaded', 'false');
    expect(pending).toHaveAttribute('fetchpriority', 'high');
    expect(container).toHaveTextContent('Louvre');

    fireEvent.load(pending);
    const [shown, ...others] = images();
    expect(shown).toBe(pending);
    expect(shown).toHaveAttribute('data-loaded', 'true');
    expect(others).toEqual([]);
    // The placeholder with the place's name has gone.
    expect(container).not.toHaveTextContent('Louvre');
  });

  it('keeps the shown image until a better version has loaded, then shows that one', () => {
    const { rerender, images, image } = renderFrame('/photos/ref-1?quality=high');
    const high = image(0);
    fireEvent.load(high);

    rerender('/photos/ref-1?quality=ultra');
    const ultra = image(1);
    expect(image(0)).toBe(high);
    expect(ultra).toHaveAttribute('data-loaded', 'false');

    fireEvent.load(ultra);
    expect(images()).toEqual([ultra]);
    expect(ultra).toHaveAttribute('data-loaded', 'true');
  });

  it('shows a photo the page came with at once, and the placeholder if its bytes then fail', () => {
    const { images, image, container } = renderFrame('/photos/ref-1?quality=high', {
      shownAtStart: true,
    });
    const shown = image(0);
    expect(images()).toHaveLength(1);
    expect(shown).toHaveAttribute('data-loaded', 'true');
    expect(shown).toHaveAttribute('fetchpriority', 'high');
    expect(container).not.toHaveTextContent('Louvre');

    fireEvent.error(shown);
    expect(images()).toEqual([]);
    expect(container).toHaveTextContent('Louvre');
  });

  it('shows a spinner, not the no-photo icon, for a photo still to be asked for', () => {
    const view = render(
      <MantineProvider theme={theme} env="test">
        <PhotoFrame src={null} alt="" name="Louvre" loading />
      </MantineProvider>,
    );
    expect(view.container.querySelector('.tabler-icon-photo-off')).toBeNull();
    expect(view.container.querySelector('.mantine-Loader-root')).not.toBeNull();
    view.rerender(
      <MantineProvider theme={theme} env="test">
        <PhotoFrame src={null} alt="" name="Louvre" />
      </MantineProvider>,
    );
    expect(view.container.querySelector('.tabler-icon-photo-off')).not.toBeNull();
  });
});
