import { act, fireEvent, render, screen } from '@testing-library/react';
import { Component, createRef, type ReactNode } from 'react';
import { Collapse, Modal, Popover, Result, StorefrontUiRoot, Tag } from '..';
import { deferred, preloadDeferredOnFirstInput } from '../deferred';

it('renders a deferred component once its code has come, inside the kit theme, and hands it its ref', async () => {
  const ref = createRef<HTMLSpanElement>();
  render(
    <StorefrontUiRoot>
      <p>Around it</p>
      <Tag ref={ref} color="green">
        Cashback
      </Tag>
      <Result status="success" title="Application sent" />
      <Collapse items={[{ key: 'a', label: 'Fees', children: 'None' }]} defaultActiveKey={['a']} />
    </StorefrontUiRoot>,
  );
  // What surrounds it shows at once; the component in its place when its chunk has loaded.
  expect(screen.getByText('Around it')).toBeInTheDocument();
  expect(await screen.findByText('Cashback')).toHaveClass('ant-tag');
  expect(ref.current).toBe(screen.getByText('Cashback'));
  expect(await screen.findByText('Application sent')).toBeInTheDocument();
  expect(await screen.findByText('None')).toBeInTheDocument();
});

it('fetches the deferred components on the first key or pointer press, not before, and once', async () => {
  let fetches = 0;
  const Loaded = deferred(() => {
    fetches += 1;
    return Promise.resolve(() => <span>loaded</span>);
  });
  const stop = preloadDeferredOnFirstInput(document);
  try {
    render(<p>step 0</p>);
    expect(fetches).toBe(0);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(fetches).toBe(1);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'b' });
    render(<Loaded />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(fetches).toBe(1);
  } finally {
    stop();
  }
});

it('shows its fallback while its code is coming, then the component in its place', async () => {
  let arrive: (component: (props: { children?: ReactNode }) => ReactNode) => void = () => undefined;
  const Wrapper = deferred<(props: { children?: ReactNode }) => ReactNode>(
    () => new Promise((resolve) => (arrive = resolve)),
    (props) => props.children as ReactNode,
  );
  render(
    <Wrapper>
      <button type="button">How is this worked out?</button>
    </Wrapper>,
  );
  expect(screen.getByRole('button', { name: 'How is this worked out?' })).toBeInTheDocument();
  expect(screen.queryByRole('note')).toBeNull();
  act(() => arrive(({ children }) => <div role="note">{children}</div>));
  expect(await screen.findByRole('note')).toHaveTextContent('How is this worked out?');
});

it('fetches a component that is needed only with some props (a dialog: once open) when first so, and keeps it mounted after', async () => {
  let fetches = 0;
  const Dialog = deferred<(props: { open: boolean }) => ReactNode>(
    () => {
      fetches += 1;
      return Promise.resolve(({ open }: { open: boolean }) => <div role="dialog">{open ? 'open' : 'closing'}</div>);
    },
    undefined,
    (props) => Boolean(props.open),
  );
  const view = render(<Dialog open={false} />);
  expect(view.container).toBeEmptyDOMElement();
  expect(fetches).toBe(0);
  view.rerender(<Dialog open />);
  expect(await screen.findByRole('dialog')).toHaveTextContent('open');
  // Closed again, it stays mounted (a dialog plays its closing motion) and is not fetched again.
  view.rerender(<Dialog open={false} />);
  expect(screen.getByRole('dialog')).toHaveTextContent('closing');
  expect(fetches).toBe(1);
});

it("opens the kit's dialog, titled and with its content, once opened", async () => {
  const view = render(
    <StorefrontUiRoot>
      <Modal open={false} title="Cookie settings">
        Necessary cookies
      </Modal>
    </StorefrontUiRoot>,
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  view.rerender(
    <StorefrontUiRoot>
      <Modal open title="Cookie settings">
        Necessary cookies
      </Modal>
    </StorefrontUiRoot>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
  expect(dialog).toHaveTextContent('Necessary cookies');
});

it("opens the kit's popover on what it wraps", async () => {
  render(
    <StorefrontUiRoot>
      <Popover trigger="click" title="Assumptions" content="Spending 5,000 a month">
        <button type="button">How is this worked out?</button>
      </Popover>
    </StorefrontUiRoot>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'How is this worked out?' }));
  expect(await screen.findByText('Spending 5,000 a month')).toBeInTheDocument();
});

it('fetches a component again when its chunk failed to come, on the next mount (an error boundary retrying)', async () => {
  let fetches = 0;
  const Flaky = deferred(() => {
    fetches += 1;
    return fetches === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(() => <span>loaded</span>);
  });
  const failed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const first = render(
      <Boundary>
        <Flaky />
      </Boundary>,
    );
    expect(await first.findByText('failed: chunk failed')).toBeInTheDocument();
    first.unmount();
  } finally {
    failed.mockRestore();
  }
  render(<Flaky />);
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(fetches).toBe(2);
});

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}
