import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { indicatorSteps, request, useApplication, useNextHandler, useNotice, useWizard } from '@storefront/shared';
import { mockApi, ok } from '../mock-api';
import { congratulationsText, renderStep, renderStepIn } from '../render-step';

function Probe() {
  const app = useApplication();
  const { position, back } = useWizard();
  const { notify } = useNotice();
  const navigate = useNavigate();
  useNextHandler(async () => {
    await request('GET', '/api/probe');
    return { type: 'advance' };
  });
  return (
    <>
      <p>
        {app.applicationId}/{app.customerId}/{app.locationId}/{app.product}/{app.countryCode} at {position.step}.
        {position.subStep}
      </p>
      <button onClick={back}>back</button>
      <button onClick={() => notify({ kind: 'info', title: 'Hello', message: '' })}>notify</button>
      <button onClick={() => navigate('/congratulations')}>finish</button>
    </>
  );
}

describe('renderStep', () => {
  it('seeds the application context, stores the country and places the frame', () => {
    const step = renderStep(<Probe />, {
      seed: { applicationId: 'application-42', customerId: 'customer-7', locationId: 3, product: 'Loan', countryCode: 'sa' },
      position: { step: 4, subStep: 0 },
    });
    expect(screen.getByText('application-42/customer-7/3/Loan/sa at 4.0')).toBeInTheDocument();
    expect(step.app()).toMatchObject({ applicationId: 'application-42', product: 'Loan', countryCode: 'sa' });
    expect(window.localStorage.getItem('selectedCountry')).toBe('sa');
  });

  it("runs the step's Next handler against the test API, with the seeded country's header", async () => {
    const api = mockApi({ 'GET /api/probe': ok(null) });
    const step = renderStep(<Probe />, { seed: { countryCode: 'ae' } });
    expect(step.hasNextHandler()).toBe(true);
    expect(await step.next()).toEqual({ type: 'advance' });
    expect(api.calls.map((call) => [call.url, call.headers['X-Country-Key']])).toEqual([
      ['http://api.test/api/probe', 'AE'],
    ]);
  });

  it('records notices and back()', async () => {
    const step = renderStep(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(step.notices).toEqual([{ kind: 'info', title: 'Hello', message: '' }]);
    expect(step.wizard.back).toHaveBeenCalledTimes(1);
    expect(step.wizard.showDialog).not.toHaveBeenCalled();
  });

  it('says so when no Next handler is registered', async () => {
    const step = renderStep(<p>No step</p>);
    expect(step.hasNextHandler()).toBe(false);
    await expect(step.next()).rejects.toThrow('The step registered no Next handler');
  });

  it("replaces the ui with '/congratulations' unless it stays mounted", async () => {
    const first = renderStep(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(await screen.findByText(congratulationsText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'finish' })).not.toBeInTheDocument();
    first.unmount();

    renderStep(<Probe />, { stayMounted: true });
    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(await screen.findByText(congratulationsText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'finish' })).toBeInTheDocument();
  });

  it('starts at the given history entry among extra routes', () => {
    renderStep(<p>Home</p>, { routes: { '/other': <p>Other page</p> }, initialEntries: ['/', '/other'] });
    expect(screen.getByText('Other page')).toBeInTheDocument();
    expect(screen.queryByText('Home')).not.toBeInTheDocument();
  });
});

describe('renderStepIn', () => {
  function StepNames() {
    const { language } = useApplication();
    return <p>{`${language}: ${indicatorSteps({ choosesProduct: false, product: 'Loan' }).join(' / ')}`}</p>;
  }

  it('renders the step in the language from its first paint', async () => {
    await renderStepIn('ar', <StepNames />, { seed: { countryCode: 'ae' } });
    expect(screen.getByText('ar: البيانات الشخصية / تحقق من أهليتك / الاختيار والتقديم')).toBeInTheDocument();
  });

  it('leaves the next test in English', () => {
    renderStep(<StepNames />);
    expect(screen.getByText('en: Personal Information / Check your eligibility / Choose & Apply')).toBeInTheDocument();
  });
});
