import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWhileOpen } from './lazy-while-open';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyWhileOpen', () => {
  it('loads the component when first rendered, shows nothing until then, and hands on its props', async () => {
    let loads = 0;
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const LazyGreeting = lazyWhileOpen(async () => {
      loads += 1;
      await loaded;
      return Greeting;
    });
    expect(loads).toBe(0);
    const { container, rerender } = render(<LazyGreeting name="Maya" />);
    expect(loads).toBe(1);
    expect(container).toBeEmptyDOMElement();
    release();
    expect(await screen.findByText('Hello, Maya')).toBeInTheDocument();
    rerender(<LazyGreeting name="Sam" />);
    expect(screen.getByText('Hello, Sam')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('gives focus back to the control that opened it once it is gone', async () => {
    function Dialog() {
      return <input aria-label="In the dialog" autoFocus />;
    }
    const LazyDialog = lazyWhileOpen(() => Promise.resolve(Dialog));
    function Page({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          {open && <LazyDialog />}
        </>
      );
    }
    const { rerender } = render(<Page open={false} />);
    screen.getByRole('button', { name: 'Open' }).focus();
    rerender(<Page open />);
    await waitFor(() => expect(screen.getByLabelText('In the dialog')).toHaveFocus());
    rerender(<Page open={false} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });
});
