import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockApi, renderStep } from '@storefront/shared/testing';
import userEvent from '@testing-library/user-event';
import { useJourney, type CountryCode } from '@storefront/shared';
import PersonalInfoStep from '../personal-info-step';
import { resetPersonalForm } from '../personal-form-store';

const profileKey = 'POST /api/customer-profiles/public';
const applicationKey = 'POST /api/applications/public';
const questionsKey = 'GET /api/questions/public';

const customerId = '6c1d7a0e-2b4f-4e8a-9c3d-5f7a9b1c3e41';
const applicationId = '3e5a7c9b-1d2f-4a6b-8c0d-2f4a6b8c0501';
const accessToken = 'k'.repeat(43);
const profileReply = (promoCode = '1-7-other') => ({
  status: 201,
  body: { customerId, name: 'Amina Khan', email: 'amina@example.com', mobileNumber: '+923001234567', promoCode, accessToken },
});
const applicationReply = { status: 201, body: { applicationId, applicationType: 'Card', status: 'Created' } };
const questionsReply = { body: [{ questionId: 1, question: 'Are you employed?', options: [] }] };

/** Each country's market: as seeded, every catalog offers loans; `loans: false` is a catalog without. */
const markets = ({ loans = true } = {}) =>
  Object.fromEntries(
    (['pk', 'ae', 'sa'] as const).map((country) => [
      `GET /api/markets/public/${country}`,
      { body: { country, productTypes: loans ? ['Card', 'Loan'] : ['Card'], bonus: { amount: 200, currency: 'AED' } } },
    ]),
  );
const marketKey = (country: CountryCode) => `GET /api/markets/public/${country}` as const;

function happyApi({ loans = true } = {}): MockApi {
  return mockApi({
    ...markets({ loans }),
    [profileKey]: profileReply(),
    [applicationKey]: applicationReply,
    [questionsKey]: questionsReply,
  });
}

/** A national mobile number of each country, as a visitor types it. */
const nationalNumber: Record<CountryCode, string> = { pk: '3001234567', ae: '501234567', sa: '501234567' };

async function fillForm(user = userEvent.setup(), promo = '', phone = nationalNumber.pk) {
  await user.type(await screen.findByLabelText('Full Name'), 'Amina Khan');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Phone Number'), phone);
  if (promo) await user.type(screen.getByLabelText('Merchant / Promo Code'), promo);
  return user;
}

/** What the shell's header does: shows whether details were entered, and starts a fresh journey. */
function JourneyProbe({ country }: { country: CountryCode }) {
  const journey = useJourney();
  return (
    <button onClick={() => journey.startFresh(country)}>
      {journey.detailsEntered ? 'details entered' : 'nothing entered'}
    </button>
  );
}

beforeEach(() => resetPersonalForm());

describe('Step 0: validation while typing', () => {
  it('keeps letters of any script, hyphens, apostrophes and dots in the name, and requires it', async () => {
    happyApi();
    renderStep(<PersonalInfoStep />);
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full Name');
    await user.type(name, 'Am1na Al-Mansoori O’Brien_ Jr.#');
    expect(name).toHaveValue('Amna Al-Mansoori O’Brien Jr.');
    await user.clear(name);
    await user.type(name, 'عائشہ  صدیقی');
    expect(name).toHaveValue('عائشہ صدیقی');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    await user.clear(name);
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full Name is required');
    await user.type(name, '   ');
    expect(screen.getByText('Full Name is required')).toBeInTheDocument();
    await user.type(name, 'A');
    expect(screen.getByText('Full Name must be at least 2 characters')).toBeInTheDocument();
    await user.type(name, 'li');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    await user.clear(name);
    await user.type(name, '-Ali');
    expect(
      screen.getByText('Full Name can hold only letters, spaces, hyphens, apostrophes and dots, and starts with a letter'),
    ).toBeInTheDocument();
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

  it('refuses an address on no public host: an IP literal, a bare host, localhost', async () => {
    happyApi();
    renderStep(<PersonalInfoStep />);
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    for (const address of [
      'amina@127.0.0.1',
      'amina@192.168.1.20',
      'amina@intranet',
      'amina@localhost',
      'amina@mail.local',
    ]) {
      await user.clear(email);
      await user.type(email, address);
      expect([address, screen.queryByText('Please enter a valid email address')?.textContent]).toEqual([
        address,
        'Please enter a valid email address',
      ]);
      expect(email).toHaveAttribute('aria-invalid', 'true');
    }
    await user.clear(email);
    await user.type(email, 'amina@mail.example.ae');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('checks the number with the country mask, and shows no dial code in the value', async () => {
    happyApi();
    renderStep(<PersonalInfoStep />);
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone Number');
    await user.type(phone, '3001');
    expect(screen.getByText('Please enter a valid Pakistani mobile number')).toBeInTheDocument();
    await user.type(phone, '234567');
    expect(screen.queryByText('Please enter a valid Pakistani mobile number')).not.toBeInTheDocument();
    expect(phone).toHaveValue('300 1234567');
    // Fifteen digits are not a number: a clear message, not a silent cut.
    await user.type(phone, '89012');
    expect(screen.getByText('Please enter a valid Pakistani mobile number')).toBeInTheDocument();
    await user.clear(phone);
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Phone number is required');
    // With the national 0 in front, the national mask.
    await user.type(phone, '03001234567');
    expect(phone).toHaveValue('0300 1234567');
    expect(phone).toHaveAttribute('aria-invalid', 'false');
  });

  it.each([
    ['pk', '+92 300 1234567', '300 1234567'],
    ['pk', '0092-300-1234567', '300 1234567'],
    ['ae', '+971 50 123 4567', '50 123 4567'],
    ['sa', '+966-50-123-4567', '50 123 4567'],
  ] as const)('%s: a pasted %s keeps its national part, without the dial code', async (country, pasted, shown) => {
    happyApi();
    renderStep(<PersonalInfoStep />, { seed: { countryCode: country } });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone Number');
    await user.click(phone);
    await user.paste(pasted);
    expect(phone).toHaveValue(shown);
    expect(phone).toHaveAttribute('aria-invalid', 'false');
  });

  it('names the country when a number of another country is pasted', async () => {
    happyApi();
    renderStep(<PersonalInfoStep />);
    const user = userEvent.setup();
    const phone = await screen.findByLabelText('Phone Number');
    await user.click(phone);
    await user.paste('+971 50 123 4567');
    expect(phone).toHaveValue('+971 50 123 4567');
    expect(
      screen.getByText(
        'This is not a Pakistani number. Please enter a Pakistani mobile number, or change the country at the top of the page',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['pk', 'Pakistan', '+92', '/flags/pk.svg'],
    ['ae', 'United Arab Emirates', '+971', '/flags/ae.svg'],
    ['sa', 'Saudi Arabia', '+966', '/flags/sa.svg'],
  ] as const)('%s: the phone country is the country in use, its flag served by the storefront', async (country, name, dialCode, flag) => {
    happyApi();
    renderStep(<PersonalInfoStep />, { seed: { countryCode: country } });
    const select = await screen.findByRole('combobox', { name: 'Country code' });
    expect(screen.getByRole('img', { name })).toHaveAttribute('src', flag);
    expect(screen.getByText(dialCode)).toBeInTheDocument();
    await userEvent.setup().click(select);
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

  it('a country whose catalog has no loans: creates the customer with the default promo code, then a Card application, loads the questions and advances', async () => {
    const api = happyApi({ loans: false });
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
      customer: { customerId },
      location: { locationId: 7 },
      applicationType: 'Card',
      status: 'Created',
    });
    const [questions] = api.callsTo(questionsKey);
    expect(questions.query.get('productType')).toBe('Card');
    expect(api.calls.every((c) => !('X-Country-Key' in c.headers))).toBe(true);
    // The application is created with the customer's access token, from the customer's answer.
    expect(profile.headers).not.toHaveProperty('X-Access-Token');
    expect(application.headers['X-Access-Token']).toBe(accessToken);

    expect(step.app()).toMatchObject({ customerId, customerEmail: 'amina@example.com', locationId: 7, product: 'Card', applicationId });
  });

  it('sa: sends X-Country-Key SA on every call, and the number as E.164 of +966', async () => {
    const api = happyApi({ loans: false });
    const step = renderStep(<PersonalInfoStep />, { seed: { countryCode: 'sa' } });
    await fillForm(userEvent.setup(), '', '0501234567');
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([marketKey('sa'), profileKey, applicationKey, questionsKey]);
    for (const call of api.calls) expect(call.headers['X-Country-Key']).toBe('SA');
    expect(api.callsTo(profileKey)[0].body).toMatchObject({ mobileNumber: '+966501234567' });
    expect(step.app()).toMatchObject({ product: 'Card', applicationId });
  });

  it.each([
    ['pk', nationalNumber.pk, '+923001234567'],
    ['sa', nationalNumber.sa, '+966501234567'],
  ] as const)('%s, whose catalog offers loans: creates only the customer and advances to step 1 to choose', async (country, typed, mobileNumber) => {
    const api = happyApi();
    const step = renderStep(<PersonalInfoStep />, { seed: { countryCode: country } });
    await fillForm(userEvent.setup(), '', typed);
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([marketKey(country), profileKey]);
    expect(api.callsTo(profileKey)[0].body).toMatchObject({ mobileNumber });
    expect(step.app()).toMatchObject({ customerId, product: null, applicationId: null });
  });

  it('sends the name trimmed, its spaces collapsed, as typed otherwise', async () => {
    const api = happyApi();
    const step = renderStep(<PersonalInfoStep />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full Name'), '  نور   Al-Mansoori  ');
    await user.type(screen.getByLabelText('Email'), 'noor@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '03001234567');
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(api.callsTo(profileKey)[0].body).toMatchObject({ name: 'نور Al-Mansoori', mobileNumber: '+923001234567' });
  });

  it('stays with the phone error, calling nothing, for a number of another country', async () => {
    const api = happyApi();
    const step = renderStep(<PersonalInfoStep />, { seed: { countryCode: 'ae' } });
    await fillForm(userEvent.setup(), '', '3001234567');
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(screen.getByText('Please enter a valid UAE mobile number')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("without the country's market, says why in the snackbar, stays and creates nothing", async () => {
    const api = mockApi({ [profileKey]: profileReply(), [marketKey('pk')]: 'network-error' });
    const step = renderStep(<PersonalInfoStep />);
    await fillForm();
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([{ kind: 'error', title: 'No response from server', message: '' }]);
    expect(api.callsTo(profileKey)).toHaveLength(0);
  });

  it('ae: creates only the customer, chooses no product and advances (to step 1)', async () => {
    const api = happyApi();
    const step = renderStep(<PersonalInfoStep />, { seed: { countryCode: 'ae', product: 'Loan' } });
    await fillForm(userEvent.setup(), '', nationalNumber.ae);
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([marketKey('ae'), profileKey]);
    expect(api.callsTo(profileKey)[0].headers['X-Country-Key']).toBe('AE');
    expect(api.callsTo(profileKey)[0].body).toMatchObject({ mobileNumber: '+971501234567' });
    expect(step.app()).toMatchObject({ customerId, locationId: 7, product: null, applicationId: null });
  });

  it('sends the promo code typed and takes the location id from the returned code', async () => {
    const api = mockApi({
      ...markets({ loans: false }),
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
      ...markets(),
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
    mockApi({ ...markets(), [profileKey]: 'network-error' });
    const step = renderStep(<PersonalInfoStep />);
    await fillForm();
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([{ kind: 'error', title: 'No response from server', message: '' }]);
  });

  it('an application that cannot be created asks the frame for the generic dialog', async () => {
    mockApi({
      ...markets({ loans: false }),
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
      ...markets({ loans: false }),
      [profileKey]: profileReply(),
      [applicationKey]: applicationReply,
      [questionsKey]: { status: 503 },
    });
    const step = renderStep(<PersonalInfoStep />);
    await fillForm();
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(api.callsTo(questionsKey)).toHaveLength(1);
    expect(step.app().applicationId).toBe(applicationId);
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

describe('Step 0: a fresh journey', () => {
  /** As the shell's wizard frame: the step mounted anew for each journey. */
  function StepOfTheJourney() {
    return <PersonalInfoStep key={useJourney().id} />;
  }

  it('tells the header once details are entered, and starts empty in the country chosen', async () => {
    happyApi();
    renderStep(
      <>
        <StepOfTheJourney />
        <JourneyProbe country="ae" />
      </>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'nothing entered' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Full Name'), 'Amina');
    await user.type(screen.getByLabelText('Phone Number'), nationalNumber.pk);
    expect(screen.getByRole('button', { name: 'details entered' })).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'details entered' }).click());
    expect(await screen.findByText('+971')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'nothing entered' })).toBeInTheDocument();
  });
});
