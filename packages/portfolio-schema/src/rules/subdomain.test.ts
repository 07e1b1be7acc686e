import fc from 'fast-check';
import {
  SUBDOMAIN_PATTERN,
  hostToSubdomain,
  isReservedSubdomain,
  reservedBrands,
  reservedSubdomains,
  sanitizeSubdomain,
  subdomainMessages,
  validateSubdomain,
} from './subdomain';

describe('sanitizeSubdomain', () => {
  it.each([
    ['Ada Rivera', 'adarivera'],
    ['ADA-rivera', 'ada-rivera'],
    ['--ada--', 'ada'],
    ['a---b', 'a-b'],
    ['a_b.c!d', 'abcd'],
    ['Ünïcödé', 'ncd'],
    ['', ''],
    ['---', ''],
    ['a'.repeat(40), 'a'.repeat(30)],
    [`${'a'.repeat(29)}-bcd`, 'a'.repeat(29)],
    [`${'a'.repeat(28)}--b`, `${'a'.repeat(28)}-b`],
  ])('turns %j into %j', (input, expected) => {
    expect(sanitizeSubdomain(input)).toBe(expected);
  });
});

describe('validateSubdomain', () => {
  it.each(['ada', 'ada-rivera', 'a1b', '123', 'a'.repeat(30)])('shows "Looks good!" for %j', (value) => {
    expect(validateSubdomain(value)).toEqual({ valid: true, message: 'Looks good!' });
  });

  it.each(['', 'ab', '-ada', 'ada-', 'ada rivera', 'ada_rivera', 'Ada', 'a'.repeat(31), 'adé'])(
    'shows "Subdomain must be 3+ characters, using only letters, numbers, and hyphens" for %j',
    (value) => {
      expect(validateSubdomain(value)).toEqual({
        valid: false,
        message: 'Subdomain must be 3+ characters, using only letters, numbers, and hyphens',
      });
    },
  );

  it.each(['www', 'api', 'apis', 'admin', 'app', 'dashboard'])('rejects the reserved name %j', (value) => {
    expect(validateSubdomain(value)).toEqual({ valid: false, message: subdomainMessages.reserved });
  });

  it('keeps the deploy-time message verbatim', () => {
    expect(subdomainMessages.invalid).toBe(
      'Please enter a valid subdomain (3+ characters, letters, numbers, and hyphens only)',
    );
  });
});

describe('isReservedSubdomain', () => {
  it.each(['www', 'api', 'apis', 'app', 'admin', 'dashboard', 'login', 'accounts', 'support', 'help', 'mail', 'status', 'blog', 'docs', 'static', 'assets', 'cdn'])(
    'reserves %j',
    (value) => {
      expect(isReservedSubdomain(value)).toBe(true);
    },
  );

  it('reserves about a hundred names, each one a valid subdomain otherwise', () => {
    expect(reservedSubdomains.length).toBeGreaterThanOrEqual(90);
    for (const name of reservedSubdomains) expect(SUBDOMAIN_PATTERN.test(name)).toBe(true);
    expect(new Set(reservedSubdomains).size).toBe(reservedSubdomains.length);
  });

  it('matches in any case and leaves ordinary names alone', () => {
    expect(isReservedSubdomain('WWW')).toBe(true);
    for (const name of ['ada', 'ada-rivera', 'mall', 'blogger', 'admins-cafe', 'a1b', '123']) expect(isReservedSubdomain(name)).toBe(false);
  });

  it.each([
    ['adm1n', 'admin'],
    ['0wner', 'owner'],
    ['l0gin', 'login'],
    ['1ogin', 'login'],
    ['he1p', 'help'],
    ['supp0rt', 'support'],
    ['5tatus', 'status'],
    ['st4tu5', 'status'],
    ['b1og', 'blog'],
    ['d0c5', 'docs'],
    ['a55ets', 'assets'],
    ['7est', 'test'],
    ['8illing', 'billing'],
    ['m41l', 'mail'],
    ['w3bmail', 'webmail'],
  ])('refuses %j, a lookalike of %j', (value) => {
    expect(isReservedSubdomain(value)).toBe(true);
    expect(validateSubdomain(value)).toEqual({ valid: false, message: subdomainMessages.reserved });
  });
});

// issue 30 item 16: failed before: brand names could be published (`google.showfolio.in`).
describe('brands and their look-alikes', () => {
  it.each(['google', 'paypal', 'apple', 'microsoft', 'gmail', 'stripe', 'amazon', 'netflix', 'coinbase', 'linkedin', 'github'])(
    'reserves the brand %j',
    (value) => {
      expect(reservedBrands).toContain(value);
      expect(validateSubdomain(value)).toEqual({ valid: false, message: subdomainMessages.reserved });
    },
  );

  it.each([
    ['g00gle', 'google'],
    ['paypa1', 'paypal'],
    ['pay-pal', 'paypal'],
    ['rnicrosoft', 'microsoft'],
    ['vvhatsapp', 'whatsapp'],
    ['app1e', 'apple'],
    ['str1pe', 'stripe'],
    ['gmai1', 'gmail'],
    ['a-d-m-i-n', 'admin'],
    ['show-folio', 'showfolio'],
  ])('refuses %j, which reads as %j', (value) => {
    expect(isReservedSubdomain(value)).toBe(true);
  });

  it('reads a capital I as an l, as most fonts draw it', () => {
    expect(isReservedSubdomain('PaypaI')).toBe(true);
    expect(isReservedSubdomain('paypai')).toBe(false);
  });

  it.each(['pope', 'mall', 'chase', 'signal', 'applepie', 'googler', 'ada-rivera', 'barney', 'internal-ada'])(
    'leaves %j alone: a digit stands for a letter, never a letter for a digit',
    (value) => {
      expect(isReservedSubdomain(value)).toBe(false);
    },
  );
});

describe('hostToSubdomain', () => {
  it.each([
    ['ada.showfolio.in', 'ada'],
    ['ada.showfolio.in:5173', 'ada'],
    ['ADA.Showfolio.IN', 'ada'],
    ['ada.showfolio.in.', 'ada'],
    ['ada-rivera.showfolio.in', 'ada-rivera'],
    ['showfolio.in', null],
    ['www.showfolio.in', null],
    ['api.showfolio.in', null],
    ['dashboard.showfolio.in', null],
    ['app.showfolio.in', null],
    ['apis.showfolio.in', null],
    ['admin.showfolio.in', null],
    // Reserved after portfolios may already have been deployed there: those keep being served.
    ['blog.showfolio.in', 'blog'],
    ['status.showfolio.in', 'status'],
    ['adm1n.showfolio.in', 'adm1n'],
    ['ada.example.com', null],
    ['ada.showfolio.in.evil.com', null],
    ['ada.notshowfolio.in', null],
    ['localhost:3000', null],
    ['[::1]:3000', null],
    ['a_b.showfolio.in', null],
  ])('maps %j to %j', (host, expected) => {
    expect(hostToSubdomain(host, 'showfolio.in')).toBe(expected);
  });
});

describe('sanitizeSubdomain properties', () => {
  it('always gives a valid subdomain, or one shorter than 3 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const value = sanitizeSubdomain(input);
        expect(value.length).toBeLessThanOrEqual(30);
        expect(/^-|-$|--/.test(value)).toBe(false);
        if (value.length >= 3 && !isReservedSubdomain(value)) expect(validateSubdomain(value).valid).toBe(true);
        else expect(validateSubdomain(value).valid).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for hyphen-heavy input too', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'Z', '9', '-', '-', ' ', '_', 'é'), { maxLength: 60 }), (chars) => {
        const value = sanitizeSubdomain(chars.join(''));
        expect(value === '' || value.length < 3 || validateSubdomain(value).valid || isReservedSubdomain(value)).toBe(
          true,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const once = sanitizeSubdomain(input);
        expect(sanitizeSubdomain(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});
