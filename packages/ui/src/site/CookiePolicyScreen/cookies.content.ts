import type { LegalDocument } from '../LegalPage';

export const cookiePolicy: LegalDocument = {
  slug: 'cookies',
  title: 'Cookie Policy',
  intro:
    'This policy explains the cookies and similar technologies Showfolio uses, what they do, how long they last and how you can control them.',
  sections: [
    {
      title: 'What Cookies Are',
      paragraphs: [
        'Cookies are small text files a website stores in your browser. Similar technologies, such as local storage, work the same way. They let a site remember you between pages and visits.',
      ],
    },
    {
      title: 'How We Use Cookies',
      paragraphs: [
        'We use cookies to keep you signed in, to remember your choices, to protect your account and to understand, in aggregate, how people use Showfolio so we can improve it.',
      ],
    },
    {
      title: 'Essential Cookies',
      paragraphs: [
        'These are needed for the service to work. The sign-in cookie keeps you logged in to the dashboard for up to 7 days; it is marked secure and strict same-site. On our servers each sign-in is a session that records when it started, when it was last used and your browser\'s user agent, so that you can see and sign out your devices in Settings.',
        'A second cookie, showfolio_device, remembers for 180 days that this browser has signed in to your account before. It is sent only with sign-in requests, cannot be read by scripts and holds nothing but a signed reference to your account: it lets you keep signing in from your own browser while someone elsewhere is being stopped for guessing your password. You cannot switch essential cookies off without breaking sign-in.',
      ],
    },
    {
      title: 'Preference Storage',
      paragraphs: [
        'We remember small choices in your browser, such as your cookie consent and whether you have already taken the dashboard tour, so we do not ask again.',
      ],
    },
    {
      title: 'Analytics Cookies',
      paragraphs: [
        'With your consent we may use analytics cookies that count visits and show which pages are useful. They do not identify you by name.',
      ],
    },
    {
      title: 'Third-Party Cookies',
      paragraphs: [
        'When you choose Sign in with Google, Google may set its own cookies under its own policy. We do not allow advertising cookies on Showfolio.',
      ],
    },
    {
      title: 'Cookie Lifespans',
      paragraphs: [
        'Session cookies are deleted when you close your browser. Persistent cookies last for a set time: from a few days for sign-in up to two years for remembered preferences and analytics.',
      ],
    },
    {
      title: 'Your Consent',
      paragraphs: [
        'When you first visit, a banner asks for your consent. Choosing Accept All allows every cookie described here, and we remember that choice in your browser.',
      ],
    },
    {
      title: 'Managing Cookies',
      paragraphs: [
        'You can delete or block cookies in your browser settings at any time. Clearing site data also resets your consent, so the banner will appear again. Blocking essential cookies will sign you out.',
      ],
    },
    {
      title: 'Public Portfolios',
      paragraphs: [
        'Published portfolios do not set tracking cookies for their visitors. A visitor who is also signed in to Showfolio keeps the sign-in cookie described above.',
      ],
    },
    {
      title: 'Changes to This Policy',
      paragraphs: [
        'We will update this policy when we change the cookies we use. The date at the top shows the current version.',
      ],
    },
    {
      title: 'Contact',
      paragraphs: ['Questions about cookies? Reach us through the Contact Us page.'],
    },
  ],
};
