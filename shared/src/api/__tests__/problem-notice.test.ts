import { activateLanguage } from '../../i18n/catalogs';
import { ApiError, problemNotice } from '../api-error';
import type { Problem } from '../types';

const serverProblem = (problem: Omit<Partial<Problem>, 'code'> & { code: string }) =>
  new ApiError('server', problem.detail ?? '', problem.status, problem as Partial<Problem>);

const mobileInvalid = serverProblem({
  title: 'Invalid mobile number',
  status: 422,
  detail: '0300 is not a Pakistani mobile number.',
  code: 'customer.mobile-invalid',
});

afterEach(() => activateLanguage('en', 'pk'));

describe('the snackbar’s text for a problem answered by the server', () => {
  it('in English is the server’s own title and detail', async () => {
    await activateLanguage('en', 'pk');
    expect(problemNotice(mobileInvalid)).toEqual({ title: 'Invalid mobile number', message: '0300 is not a Pakistani mobile number.' });
  });

  it('in Arabic is the front end’s text for the problem’s code, never the server’s English', async () => {
    await activateLanguage('ar', 'ae');
    expect(problemNotice(mobileInvalid)).toEqual({
      title: 'رقم جوال غير صالح',
      message: 'يُرجى إدخال رقم جوال صحيح في الدولة المختارة.',
    });
  });

  it('in Urdu, for a code the front end does not know, is a general text in Urdu', async () => {
    await activateLanguage('ur', 'pk');
    const unknown = serverProblem({ title: 'Teapot', status: 418, detail: 'I am a teapot', code: 'brew.failed' });
    expect(problemNotice(unknown)).toEqual({
      title: 'کچھ غلط ہو گیا',
      message: 'آپ کی درخواست مکمل نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
    });
  });

  it('in Arabic, for a code without a message of its own, is its title alone', async () => {
    await activateLanguage('ar', 'ae');
    const image = serverProblem({ title: 'Not Found', status: 404, detail: 'No such image', code: 'image.not-found' });
    expect(problemNotice(image)).toEqual({ title: 'الصورة غير موجودة', message: '' });
  });

  it('in Arabic, a failure without a problem reads as the client’s own error text', async () => {
    await activateLanguage('ar', 'ae');
    expect(problemNotice(new ApiError('network', 'offline'))).toEqual({ title: 'لا توجد استجابة من الخادم', message: '' });
  });
});
