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

it("names and writes a number of a country outside the markets, once every country's numbers have come", async () => {
  renderStep(<PersonalInfoStep />, { seed: { countryCode: 'pk' } });
  const user = userEvent.setup();
  const phone = await screen.findByLabelText('Phone Number');
  await user.click(phone);
  await user.paste('+44 7911 123456');
  await screen.findByDisplayValue('+44 7911 123456');
  expect(
    screen.getByText(
      'This is not a Pakistani number. Please enter a Pakistani mobile number, or change the country at the top of the page',
    ),
  ).toBeInTheDocument();
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
