import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderStep } from '@storefront/shared/testing';
import PersonalInfoStep from '../personal-info-step';
import { resetPersonalForm } from '../personal-form-store';

const market = { body: { country: 'pk', productTypes: ['Card', 'Loan'], bonus: { amount: 5000, currency: 'PKR' } } };

beforeEach(() => {
  resetPersonalForm();
  mockApi({ 'GET /api/markets/public/pk': market });
});

it("opens the phone selector's menu 360 px wide and at most 300 px high", async () => {
  renderStep(<PersonalInfoStep />, { seed: { countryCode: 'pk' } });
  await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Country code' }));
  const option = (await screen.findAllByRole('option'))[0];
  const menu = option.closest('.ant-select-dropdown') as HTMLElement;
  expect(menu).toHaveStyle({ width: '360px' });
  expect(menu.querySelector('.ant-select-dropdown-list-holder')).toHaveStyle({ maxHeight: '300px' });
});

describe('the phone input’s undo history', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('undoes and redoes what was typed, a burst of typing at once', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderStep(<PersonalInfoStep />, { seed: { countryCode: 'pk' } });
    const phone = await screen.findByLabelText('Phone Number');
    await user.type(phone, '300');
    act(() => jest.advanceTimersByTime(200));
    await user.type(phone, '1234567');
    expect(phone).toHaveValue('300 1234567');

    await user.keyboard('{Control>}z{/Control}');
    expect(phone).toHaveValue('300');
    await user.keyboard('{Control>}z{/Control}');
    expect(phone).toHaveValue('');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(phone).toHaveValue('300');
    await user.keyboard('{Control>}y{/Control}');
    expect(phone).toHaveValue('300 1234567');
  });
});
