import { portfolioRouteError, previewRouteError, validateDeployRequest } from './deploy';

describe('deploy request', () => {
  it.each([
    [{}, { templateIdentifier: 'Template identifier is required for deployment', subdomain: 'Subdomain is required for deployment' }],
    [{ templateIdentifier: ' ', subdomain: ' ' }, { templateIdentifier: 'Template identifier is required for deployment', subdomain: 'Subdomain is required for deployment' }],
    [
      { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'Ada Rivera' },
      { subdomain: 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)' },
    ],
    [
      { templateIdentifier: 'minimal-portfolio-v1', subdomain: 'ad' },
      { subdomain: 'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)' },
    ],
    [{ templateIdentifier: 'minimal-portfolio-v1', subdomain: 'admin' }, { subdomain: 'This subdomain is reserved. Please choose another one' }],
    [{ templateIdentifier: 'minimal-portfolio-v1', subdomain: ' ada-rivera ' }, {}],
  ])('validates %j', (values, errors) => {
    expect(validateDeployRequest(values)).toEqual(errors);
  });
});

describe('public routes', () => {
  it.each([
    [undefined, 'Invalid subdomain'],
    ['', 'Invalid subdomain'],
    ['a b', 'Invalid subdomain'],
    ['ab', 'Invalid subdomain'],
    ['ada', null],
    ['ADA', null],
  ])('portfolio route %j gives %j', (subdomain, message) => {
    expect(portfolioRouteError(subdomain)).toBe(message);
  });

  it.each([
    ['minimal-portfolio-v1', '', 'Missing template identifier or token'],
    ['', 'abc', 'Missing template identifier or token'],
    [null, null, 'Missing template identifier or token'],
    ['minimal-portfolio-v1', 'abc', null],
  ])('preview route %j with token %j gives %j', (id, token, message) => {
    expect(previewRouteError(id, token)).toBe(message);
  });
});
