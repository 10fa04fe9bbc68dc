import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage, type CountryCode, type Question } from '@storefront/shared';
import { antdTextsLoaded, latinWordsShown, mockApi, renderStep, visitIn } from '@storefront/shared/testing';
import EligibilityStep from '../eligibility/eligibility-step';
import { forgetAnswers } from '../eligibility/answers-store';

const applicationId = '3e5a7c9b-1d2f-4a6b-8c0d-2f4a6b8c0501';
const questionsKey = 'GET /api/questions/public';
const bulkKey = 'POST /api/screenings/public/bulk';

/** The questions as the API answers an Arabic visitor (Accept-Language: ar). */
const arabicQuestions: Question[] = [
  {
    questionId: 11,
    question: 'هل تعمل حاليًا؟',
    options: [
      { optionId: 111, optionText: 'نعم', hardStop: false },
      { optionId: 112, optionText: 'لا', hardStop: true },
    ],
  },
];

const renderEligibility = (country: CountryCode) =>
  renderStep(<EligibilityStep />, {
    seed: { countryCode: country, applicationId, customerId: '6c1d7a0e-2b4f-4e8a-9c3d-5f7a9b1c3e41', locationId: 7, product: 'Card' },
    position: { step: 2, subStep: 0 },
  });

beforeEach(() => forgetAnswers());
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => activateLanguage('en', 'ae'));
});

describe('step 2 in Arabic and Urdu', () => {
  it('Arabic (UAE): the title and the loading text', async () => {
    mockApi({ [questionsKey]: 'pending' });
    await visitIn('ar', 'ae');
    renderEligibility('ae');
    expect(screen.getByRole('heading', { name: 'بعض الأسئلة لنبدأ معًا' })).toBeInTheDocument();
    expect(await screen.findByText('جارٍ تحميل الأسئلة...')).toBeInTheDocument();
    expect(latinWordsShown()).toEqual([]);
  });

  it('Arabic: the questions as the API words them, and the warning when one is unanswered', async () => {
    const api = mockApi({ [questionsKey]: { body: arabicQuestions }, [bulkKey]: { status: 201, body: [] } });
    await visitIn('ar', 'sa');
    const step = renderEligibility('sa');
    await antdTextsLoaded();
    const group = await screen.findByRole('radiogroup', { name: 'هل تعمل حاليًا؟' });
    expect(within(group).getByRole('radio', { name: 'نعم' })).toBeInTheDocument();
    expect(latinWordsShown()).toEqual([]);

    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([
      { kind: 'warning', title: 'الإجابات مطلوبة', message: 'يُرجى الإجابة عن جميع الأسئلة قبل المتابعة.' },
    ]);
    await userEvent.setup().click(within(group).getByRole('radio', { name: 'نعم' }));
    expect(within(group).getByRole('radio', { name: 'نعم' })).toBeChecked();
    expect(api.callsTo(bulkKey)).toHaveLength(0);
  });

  it('asks for the questions again in the language the visitor switches to, the answers kept', async () => {
    const englishQuestions: Question[] = [
      {
        ...arabicQuestions[0]!,
        question: 'Are you currently employed?',
        options: [
          { optionId: 111, optionText: 'Yes', hardStop: false },
          { optionId: 112, optionText: 'No', hardStop: true },
        ],
      },
    ];
    const api = mockApi({
      [questionsKey]: (call) => ({ body: call.headers['Accept-Language'] === 'ar' ? arabicQuestions : englishQuestions }),
    });
    renderEligibility('ae');
    const user = userEvent.setup();
    const english = await screen.findByRole('radiogroup', { name: 'Are you currently employed?' });
    await user.click(within(english).getByRole('radio', { name: 'Yes' }));

    await visitIn('ar', 'ae');
    const arabic = await screen.findByRole('radiogroup', { name: 'هل تعمل حاليًا؟' });
    expect(within(arabic).getByRole('radio', { name: 'نعم' })).toBeChecked();
    expect(api.callsTo(questionsKey).map((call) => call.headers['Accept-Language'])).toEqual(['en', 'ar']);

    // Back in English: the English questions, never the Arabic ones, the answer still chosen.
    await act(() => activateLanguage('en', 'ae'));
    const again = await screen.findByRole('radiogroup', { name: 'Are you currently employed?' });
    expect(within(again).getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('Urdu (Pakistan): says in Urdu that the questions could not be fetched', async () => {
    mockApi({ [questionsKey]: { status: 503, body: {} } });
    await visitIn('ur', 'pk');
    renderEligibility('pk');
    expect(screen.getByRole('heading', { name: 'آغاز کے لیے چند سوالات' })).toBeInTheDocument();
    // Found: the failure is said in Urdu.
    await screen.findByText('سوالات حاصل نہیں کیے جا سکے۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔');
    expect(latinWordsShown()).toEqual([]);
  });
});
