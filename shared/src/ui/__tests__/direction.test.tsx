import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ApplicationProvider } from '../../context/application-context';
import { activateLanguage } from '../../i18n/catalogs';
import { PointingIcon, StorefrontUiRoot, Button, Modal } from '..';

function Page() {
  return (
    <StorefrontUiRoot>
      <Button>
        <PointingIcon>
          <svg data-testid="next-arrow" />
        </PointingIcon>
      </Button>
    </StorefrontUiRoot>
  );
}

it('draws antd right to left in Arabic and mirrors the icons that point along the line', async () => {
  await act(() => activateLanguage('ar', 'ae'));
  // Within act until antd's Arabic texts, fetched on first use, have arrived.
  await act(async () => {
    render(<Page />);
  });
  expect(screen.getByRole('button')).toHaveClass('ant-btn-rtl');
  expect(screen.getByTestId('next-arrow').parentElement).toHaveStyle({ transform: 'scaleX(-1)' });
});

it('draws antd left to right in English, the icons as drawn', () => {
  render(<Page />);
  expect(screen.getByRole('button')).not.toHaveClass('ant-btn-rtl');
  expect(screen.getByTestId('next-arrow').parentElement).not.toHaveStyle({ transform: 'scaleX(-1)' });
});

it("gives antd its own texts in the language: a dialog's close button in Urdu", async () => {
  await act(() => activateLanguage('ur', 'pk'));
  render(
    <StorefrontUiRoot>
      <Modal open title="t" />
    </StorefrontUiRoot>,
  );
  expect(await screen.findByRole('button', { name: 'بند کریں' })).toBeInTheDocument();
});

it('keeps what the visitor typed across a switch of language: the page is not mounted anew', async () => {
  function Typed() {
    const [value, setValue] = useState('');
    return <input aria-label="name" value={value} onChange={(event) => setValue(event.target.value)} />;
  }
  render(
    <ApplicationProvider consentGiven={false}>
      <StorefrontUiRoot>
        <Typed />
      </StorefrontUiRoot>
    </ApplicationProvider>,
  );
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Layla' } });
  await act(() => activateLanguage('ar', 'ae'));
  // antd's Arabic texts arrive in a chunk of their own; the field is the same one before and after.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByLabelText('name')).toHaveValue('Layla');
  await act(() => activateLanguage('en', 'ae'));
  expect(screen.getByLabelText('name')).toHaveValue('Layla');
});
