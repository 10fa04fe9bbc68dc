import { act, render, screen } from '@testing-library/react';
import { activateLanguage, useNotice } from '@storefront/shared';
import { StorefrontUiRoot } from '@storefront/shared/ui';
import { NoticeProvider } from '../notice-provider';

function FailingStep() {
  const { notify } = useNotice();
  return (
    <button onClick={() => notify({ kind: 'error', title: 'Recommended Cards', message: 'No more cards to display.' })}>
      View More Cards
    </button>
  );
}

it('shows one snackbar at top right with title and message, hidden after 6000 ms', async () => {
  jest.useFakeTimers();
  render(
    <NoticeProvider>
      <FailingStep />
    </NoticeProvider>,
  );
  act(() => screen.getByRole('button', { name: 'View More Cards' }).click());

  const title = await screen.findByText('Recommended Cards');
  expect(screen.getByText('No more cards to display.')).toBeInTheDocument();
  expect(title.closest('.ant-notification-topRight')).not.toBeNull();

  await act(async () => {
    jest.advanceTimersByTime(5900);
  });
  expect(screen.queryByText('Recommended Cards')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(screen.queryByText('Recommended Cards')).not.toBeInTheDocument();
  jest.useRealTimers();
});

it('shows the snackbar at top left in a right-to-left page', async () => {
  await act(() => activateLanguage('ar', 'ae'));
  render(
    <StorefrontUiRoot>
      <NoticeProvider>
        <FailingStep />
      </NoticeProvider>
    </StorefrontUiRoot>,
  );
  act(() => screen.getByRole('button', { name: 'View More Cards' }).click());
  const title = await screen.findByText('Recommended Cards');
  expect(title.closest('.ant-notification-topLeft')).not.toBeNull();
});

it('shows a notice given again while it is shown once, not two stacked', async () => {
  render(
    <NoticeProvider>
      <FailingStep />
    </NoticeProvider>,
  );
  act(() => screen.getByRole('button', { name: 'View More Cards' }).click());
  await screen.findByText('Recommended Cards');
  act(() => screen.getByRole('button', { name: 'View More Cards' }).click());
  await act(async () => undefined);
  expect(screen.getAllByText('Recommended Cards')).toHaveLength(1);
  expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1);
});

it("shows every notice given before antd's snackbar code has come", async () => {
  function TwoNotices() {
    const { notify } = useNotice();
    return (
      <button
        onClick={() => {
          notify({ kind: 'warning', title: 'Select Card Feature', message: 'You can pick up to 5 features.' });
          notify({ kind: 'error', title: 'Recommended Cards', message: 'No more cards to display.' });
        }}
      >
        Next
      </button>
    );
  }
  render(
    <NoticeProvider>
      <TwoNotices />
    </NoticeProvider>,
  );
  expect(document.querySelector('.ant-notification')).toBeNull();
  act(() => screen.getByRole('button', { name: 'Next' }).click());
  await screen.findByText('Recommended Cards');
  const titles = [...document.querySelectorAll('.ant-notification-notice-title')].map((title) => title.textContent);
  expect(titles).toEqual(expect.arrayContaining(['Select Card Feature', 'Recommended Cards']));
  expect(titles).toHaveLength(2);
});
