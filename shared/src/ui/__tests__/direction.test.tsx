import { act, render, screen } from '@testing-library/react';
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
  render(<Page />);
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
