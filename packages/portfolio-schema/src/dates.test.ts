import { DATE_PATTERN } from './limits';
import { dateMessages, dateTextMonth, dateTextProblem, isDateText, monthYearText, parseDateInput } from './dates';
import { portfolioExperienceSchema } from './portfolio-data';

describe('parseDateInput', () => {
  it.each([
    ['May 2018', '2018-05'],
    ['may 2018', '2018-05'],
    ['May, 2018', '2018-05'],
    ['September 2019', '2019-09'],
    ['Sept 2019', '2019-09'],
    ['Sept. 2019', '2019-09'],
    ['sep 2019', '2019-09'],
    ['2019 Sep', '2019-09'],
    ['2018-05', '2018-05'],
    ['2018-5', '2018-05'],
    ['2018/05', '2018-05'],
    ['05/2018', '2018-05'],
    ['5/2018', '2018-05'],
    ['05-2018', '2018-05'],
    ['05.2018', '2018-05'],
    ['2018', '2018'],
    ['  2018  ', '2018'],
    ['2018-05-14', '2018-05-14'],
    ['2024-2-29', '2024-02-29'],
    ['', ''],
  ])('reads %j as %j', (typed, stored) => {
    expect(parseDateInput(typed)).toEqual({ value: stored });
    expect(stored === '' || DATE_PATTERN.test(stored)).toBe(true);
  });

  it('reads "Present" as an empty end date only where a date may be ongoing', () => {
    expect(parseDateInput('Present', { ongoing: true })).toEqual({ value: '' });
    expect(parseDateInput('present', { ongoing: true })).toEqual({ value: '' });
    expect(parseDateInput('Present')).toEqual({ error: dateMessages.shape });
  });

  it.each([
    ['2019-13', 'There is no month 13: months run from 1 to 12'],
    ['13/2019', 'There is no month 13: months run from 1 to 12'],
    ['2019-00', 'There is no month 0: months run from 1 to 12'],
    ['2019-02-30', 'February 2019 has no day 30'],
    ['2023-02-29', 'February 2023 has no day 29'],
    ['Mai 2018', '"Mai" is not a month name; try May 2018 or 2018-05'],
    ['last summer', 'Enter a month and year, like May 2018, 2018-05 or 05/2018, or just a year'],
    ['18', 'Enter a month and year, like May 2018, 2018-05 or 05/2018, or just a year'],
    ['05/18', 'Enter a month and year, like May 2018, 2018-05 or 05/2018, or just a year'],
  ])('refuses %j: %s', (typed, message) => {
    expect(parseDateInput(typed)).toEqual({ error: message });
  });
});

describe('stored date text', () => {
  it('DATE_PATTERN takes a day only after a month', () => {
    expect(DATE_PATTERN.test('2019-13')).toBe(false);
    expect(DATE_PATTERN.test('2019-05')).toBe(true);
    expect(DATE_PATTERN.test('2019-05-13')).toBe(true);
    expect(DATE_PATTERN.exec('2019-05-13')?.[3]).toBe('05');
  });

  it('names what is impossible', () => {
    expect(dateTextProblem('')).toBeNull();
    expect(dateTextProblem('2019')).toBeNull();
    expect(dateTextProblem('2019-13')).toBe(dateMessages.noSuchMonth(13));
    expect(dateTextProblem('2019-04-31')).toBe('April 2019 has no day 31');
    expect(dateTextProblem('May 2018')).toBe(dateMessages.shape);
    expect(isDateText('2024-02-29')).toBe(true);
    expect(isDateText('')).toBe(false);
  });

  it('shows months as people read them, and anything else as it is', () => {
    expect(monthYearText('2018-05')).toBe('May 2018');
    expect(monthYearText('2018-05-14')).toBe('May 2018');
    expect(monthYearText('2018-09', { short: true })).toBe('Sep 2018');
    expect(monthYearText('2018')).toBe('2018');
    expect(monthYearText('2019-13')).toBe('2019-13');
    expect(dateTextMonth('2018-05-14')).toEqual({ year: 2018, month: 5 });
    expect(dateTextMonth('2018')).toBeNull();
  });
});

describe('dateText in the stored schemas', () => {
  const experience = (startDate: string, endDate = '') => portfolioExperienceSchema.safeParse({ companyName: 'Acme', role: 'Dev', startDate, endDate });
  const messagesOf = (result: ReturnType<typeof experience>) => (result.success ? [] : result.error.issues.map((issue) => issue.message));

  it('keeps every stored form, including older full dates', () => {
    for (const date of ['2018', '2018-05', '2018-05-14', '']) expect(experience(date).success).toBe(true);
    expect(experience('2018-05', 'Present').success).toBe(true);
  });

  it('refuses an impossible month with a message that names it', () => {
    expect(messagesOf(experience('2019-13'))).toEqual(['Start date: There is no month 13: months run from 1 to 12']);
    expect(messagesOf(experience('2019-01', '2019-02-30'))).toEqual(['End date: February 2019 has no day 30']);
    expect(messagesOf(experience('May 2018'))).toEqual(['Start date must be a date like 2024-05-31']);
  });
});

describe('JSON Resume dates', () => {
  it('leaves out a date of the right shape that is no real date', async () => {
    const { resumeDate } = await import('./json-resume-sections');
    expect(resumeDate('2019-13')).toBe('');
    expect(resumeDate('2019-02-30')).toBe('');
    expect(resumeDate('2019-12')).toBe('2019-12');
  });
});
