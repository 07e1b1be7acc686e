import { addCustomDomainSchema, domainMessages, hostToCustomDomain, normalizeCustomDomain } from './domains';

const PUBLIC = 'showfolio.example';

describe('normalizeCustomDomain', () => {
  it.each([
    ['ada.dev', 'ada.dev'],
    ['  WWW.Ada.Dev. ', 'www.ada.dev'],
    ['me.ada.dev', 'me.ada.dev'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['ÄDA.example', 'xn--da-uia.example'],
    ['0xdeadbeef.com', '0xdeadbeef.com'],
    ['ada.test', 'ada.test'],
    ['showfolio.example.ada.dev', 'showfolio.example.ada.dev'],
    // Pasted from the address bar: the name is clearly what was meant (issue 34).
    ['https://example.com/', 'example.com'],
    ['https://www.Ada.dev', 'www.ada.dev'],
    ['HTTP://ada.dev/', 'ada.dev'],
    ['ada.dev/', 'ada.dev'],
    ['https://bücher.de/', 'xn--bcher-kva.de'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalizeCustomDomain(input, PUBLIC)).toEqual({ ok: true, domain: expected });
  });

  it.each([
    ['', domainMessages.required],
    ['   ', domainMessages.required],
    ['https://ada.dev/work', domainMessages.addressOnly],
    ['https://ada.dev/?ref=x', domainMessages.addressOnly],
    ['https://ada.dev/#top', domainMessages.addressOnly],
    ['https://ada.dev:8443/', domainMessages.addressOnly],
    ['https://user@ada.dev/', domainMessages.addressOnly],
    ['ftp://ada.dev/', domainMessages.addressOnly],
    ['https://127.0.0.1/', domainMessages.ipAddress],
    ['https://localhost/', domainMessages.localhost],
    ['https://ada.showfolio.example/', domainMessages.ownDomain(PUBLIC)],
    ['ada.dev/path', domainMessages.addressOnly],
    ['ada.dev:8080', domainMessages.addressOnly],
    ['user@ada.dev', domainMessages.addressOnly],
    ['ada dev', domainMessages.addressOnly],
    ['127.0.0.1', domainMessages.ipAddress],
    ['127.1', domainMessages.ipAddress],
    ['0x7f.0.0.1', domainMessages.ipAddress],
    ['2130706433', domainMessages.ipAddress],
    ['[::1]', domainMessages.ipAddress],
    ['::1', domainMessages.ipAddress],
    ['localhost', domainMessages.localhost],
    ['ada.localhost', domainMessages.localhost],
    ['dev', domainMessages.needsDot],
    ['-ada.dev', domainMessages.invalid],
    ['ada..dev', domainMessages.invalid],
    ['ada_x.dev', domainMessages.invalid],
    [`${'a'.repeat(64)}.dev`, domainMessages.invalid],
    [`${'abcdefghi.'.repeat(26)}dev`, domainMessages.tooLong],
    ['showfolio.example', domainMessages.ownDomain(PUBLIC)],
    ['ada.showfolio.example', domainMessages.ownDomain(PUBLIC)],
    ['A.B.SHOWFOLIO.EXAMPLE.', domainMessages.ownDomain(PUBLIC)],
  ])('refuses %j with %j', (input, message) => {
    expect(normalizeCustomDomain(input, PUBLIC)).toEqual({ ok: false, message });
  });

  it('accepts exactly 253 characters and refuses 254', () => {
    const label = 'a'.repeat(63);
    const at253 = `${label}.${label}.${label}.${'b'.repeat(61)}`;
    expect(at253).toHaveLength(253);
    expect(normalizeCustomDomain(at253, PUBLIC).ok).toBe(true);
    expect(normalizeCustomDomain(`${at253.slice(0, -1)}bc`, PUBLIC)).toEqual({ ok: false, message: domainMessages.tooLong });
  });
});

describe('addCustomDomainSchema', () => {
  it('gives the normalised name or the rule message', () => {
    expect(addCustomDomainSchema(PUBLIC).parse({ domain: 'Ada.Dev' })).toEqual({ domain: 'ada.dev' });
    const failed = addCustomDomainSchema(PUBLIC).safeParse({ domain: 'localhost' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe(domainMessages.localhost);
    expect(addCustomDomainSchema(PUBLIC).safeParse({}).error?.issues[0]?.message).toBe(domainMessages.required);
  });
});

describe('hostToCustomDomain', () => {
  it.each([
    ['ada.dev', 'ada.dev'],
    ['ADA.dev:443', 'ada.dev'],
    ['ada.dev.', 'ada.dev'],
    ['ada.dev.evil.com', 'ada.dev.evil.com'],
    ['localhost:3000', null],
    ['127.0.0.1:3000', null],
    ['[::1]:3000', null],
    ['ada dev', null],
  ])('reads %j as %j', (host, expected) => {
    expect(hostToCustomDomain(host)).toBe(expected);
  });
});
