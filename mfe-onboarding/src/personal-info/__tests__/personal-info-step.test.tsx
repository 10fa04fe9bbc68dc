import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockApi, renderStep } from '@storefront/shared/testing';
import userEvent from '@testing-library/user-event';
import PersonalInfoStep from '../personal-info-step';
import { resetPersonalForm } from '../personal-form-store';

const profileKey = 'POST /api/customer-profiles/public';
const applicationKey = 'POST /api/applications/public';
const questionsKey = 'GET /api/questions/public';

const profileReply = (promoCode = '1-7-other') => ({
  status: 201,
  body: { customerId: 41, name: 'Amina Khan', email: 'amina@example.com', mobileNumber: '+923001234567', promoCode },
});
const applicationReply = { status: 201, body: { applicationId: 501, applicationType: 'Card', status: 'Created' } };
const questionsReply = { body: [{ questionId: 1, question: 'Are you employed?', options: [] }] };

function happyApi(): MockApi {
  return mockApi({ [profileKey]: profileReply(), [applicationKey]: applicationReply, [questionsKey]: questionsReply });
}

async function fillForm(user = userEvent.setup(), promo = '') {
  await user.type(await screen.findByLabelText('Full Name'), 'Amina Khan');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '3001234567');
  if (promo) await user.type(screen.getByLabelText('Merchant / Promo Code'), promo);
  return user;
}

beforeEach(() => resetPersonalForm());

describe('Step 0: validation while typing', () => {
  it('keeps only letters and spaces in the name, and requires it', async () => {
    happyApi();
    renderStep(<PersonalInfoStep />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full Name');
    await user.type(name, 'Am1na K#han_');
    expect(name).toHaveValue('Amna Khan');
    await user.clear(name);
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, '   ');
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    await user.type(name, 'A');
    expect(screen.queryByText('Full Name is required')).not.toBeInTheDocument();
  });

  it('requires an email and one that looks like an address', async () => {
    happyApi();
    renderStep(<PersonalInfoStep />);
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'amina@example');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(email, '.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.clear(email);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('needs more than four phone digits, masks by country and shows no dial code in the value', async () => {
    happyApi();
    renderStep(<PersonalInfoStep />);
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone Number');
    await user.type(phone, '3001');
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    await user.type(phone, '234567');
    expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
    expect(phone).toHaveValue('300 1234567');
  });

  it('offers Pakistan as the only phone country, with its flag from the remote itself', async () => {
    happyApi();
    renderStep(<PersonalInfoStep />);
    const country = await screen.findByRole('combobox', { name: 'Country code' });
    const flag = screen.getByRole('img', { name: 'Pakistan' });
    expect(flag.getAttribute('src')).not.toMatch(/^https?:/);
    expect(screen.getByText('+92')).toBeInTheDocument();
    await userEvent.setup().click(country);
    expect(await screen.findAllByRole('option')).toHaveLength(1);
  });

  it('uses small inputs at 426 px wide or less', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(max-width: 426px)',
    })) as typeof window.matchMedia;
    try {
      happyApi();
      renderStep(<PersonalInfoStep />);
      expect(await screen.findByLabelText('Full Name')).toHaveClass('ant-input-sm');
      expect(screen.getByLabelText('Merchant / Promo Code')).toHaveClass('ant-input-sm');
    } finally {
      window.matchMedia = original;
    }
  });

  it('uses the default input size on wider screens', async () => {
    happyApi();
    renderStep(<PersonalInfoStep />);
    expect(await screen.findByLabelText('Full Name')).not.toHaveClass('ant-input-sm');
  });
});

describe('Step 0: Next', () => {
  it('shows every field error and stays, calling nothing, when the form is empty', async () => {
    const api = happyApi();
    const step = renderStep(<PersonalInfoStep />);
    await screen.findByLabelText('Full Name');
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('stays with the email error when only the email is wrong', async () => {
    const api = happyApi();
    const step = renderStep(<PersonalInfoStep />);
    const user = await fillForm();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'amina.example.com');
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('pk: creates the customer with the default promo code, then a Card application, loads the questions and advances', async () => {
    const api = happyApi();
    const step = renderStep(<PersonalInfoStep />);
    await fillForm();
    expect(await step.next()).toEqual({ type: 'advance' });

    const [profile] = api.callsTo(profileKey);
    expect(profile.body).toEqual({
      name: 'Amina Khan',
      email: 'amina@example.com',
      mobileNumber: '+923001234567',
      promoCode: '1-1-other',
    });
    expect(profile.headers).not.toHaveProperty('X-Country-Key');
    const [application] = api.callsTo(applicationKey);
    expect(application.body).toEqual({
      customer: { customerId: 41 },
      location: { locationId: 7 },
      applicationType: 'Card',
      status: 'Created',
    });
    const [questions] = api.callsTo(questionsKey);
    expect(questions.query.get('productType')).toBe('Card');
    expect(api.calls.every((c) => !('X-Country-Key' in c.headers))).toBe(true);

    expect(step.app()).toMatchObject({ customerId: 41, locationId: 7, product: 'Card', applicationId: 501 });
  });

  it('sa: sends X-Country-Key SA on every call and takes the same path as pk', async () => {
    const api = happyApi();
    const step = renderStep(<PersonalInfoStep />, { seed: { countryCode: 'sa' } });
    await fillForm();
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([profileKey, applicationKey, questionsKey]);
    for (const call of api.calls) expect(call.headers['X-Country-Key']).toBe('SA');
    expect(step.app()).toMatchObject({ product: 'Card', applicationId: 501 });
  });

  it('ae: creates only the customer, chooses no product and advances (to step 1)', async () => {
    const api = happyApi();
    const step = renderStep(<PersonalInfoStep />, { seed: { countryCode: 'ae', product: 'Loan' } });
    await fillForm();
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([profileKey]);
    expect(api.calls[0].headers['X-Country-Key']).toBe('AE');
    expect(step.app()).toMatchObject({ customerId: 41, locationId: 7, product: null, applicationId: null });
  });

  it('sends the promo code typed and takes the location id from the returned code', async () => {
    const api = mockApi({
      [profileKey]: profileReply('3-12-summer'),
      [applicationKey]: applicationReply,
      [questionsKey]: questionsReply,
    });
    const step = renderStep(<PersonalInfoStep />);
    await fillForm(userEvent.setup(), '3-12-SUMMER');
    await step.next();
    expect(api.callsTo(profileKey)[0].body).toMatchObject({ promoCode: '3-12-SUMMER' });
    expect(api.callsTo(applicationKey)[0].body).toMatchObject({ location: { locationId: 12 } });
    expect(step.app().locationId).toBe(12);
  });

  it('a refused customer shows the server title and detail in the error snackbar and stays', async () => {
    const api = mockApi({
      [profileKey]: {
        status: 422,
        body: {
          type: 'about:blank',
          title: 'Unknown promo code',
          status: 422,
          detail: 'The promo code 9-9-nope does not exist.',
        },
      },
    });
    const step = renderStep(<PersonalInfoStep />);
    await fillForm();
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([
      { kind: 'error', title: 'Unknown promo code', message: 'The promo code 9-9-nope does not exist.' },
    ]);
    expect(api.callsTo(applicationKey)).toHaveLength(0);
    expect(step.app().customerId).toBeNull();
  });

  it('with the API unreachable, the snackbar says there is no response and the step stays', async () => {
    mockApi({ [profileKey]: 'network-error' });
    const step = renderStep(<PersonalInfoStep />);
    await fillForm();
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([{ kind: 'error', title: 'No response from server', message: '' }]);
  });

  it('an application that cannot be created asks the frame for the generic dialog', async () => {
    mockApi({
      [profileKey]: profileReply(),
      [applicationKey]: { status: 500, body: { title: 'Internal Server Error' } },
    });
    const step = renderStep(<PersonalInfoStep />);
    await fillForm();
    expect(await step.next()).toEqual({ type: 'unexpectedError' });
    expect(step.app().applicationId).toBeNull();
  });

  it('still advances when the questions fail to load: step 2 shows that failure', async () => {
    const api = mockApi({
      [profileKey]: profileReply(),
      [applicationKey]: applicationReply,
      [questionsKey]: { status: 503 },
    });
    const step = renderStep(<PersonalInfoStep />);
    await fillForm();
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(api.callsTo(questionsKey)).toHaveLength(1);
    expect(step.app().applicationId).toBe(501);
  });
});

describe('Step 0: coming back', () => {
  it('keeps what the visitor typed when the step is mounted again', async () => {
    happyApi();
    const first = renderStep(<PersonalInfoStep />);
    await fillForm(userEvent.setup(), '2-3-abc');
    first.unmount();

    renderStep(<PersonalInfoStep />);
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Amina Khan');
    expect(screen.getByLabelText('Email')).toHaveValue('amina@example.com');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('300 1234567');
    expect(screen.getByLabelText('Merchant / Promo Code')).toHaveValue('2-3-abc');
    await waitFor(() => expect(within(document.body).queryByRole('status')).not.toBeInTheDocument());
  });
});
