import type { LegalDocument } from '../LegalPage';

export const privacyPolicy: LegalDocument = {
  slug: 'privacy',
  title: 'Privacy Policy',
  intro:
    'This policy explains what information Showfolio collects when you build and publish a portfolio, why we collect it, and the choices you have. We keep it short and plain on purpose.',
  sections: [
    {
      title: 'Who We Are',
      paragraphs: [
        'Showfolio is a no-code portfolio builder. We provide the website, the dashboard and the hosting for the portfolios you publish on your own subdomain. In this policy, "we" and "us" mean the Showfolio team, and "you" means anyone who visits the site or creates an account.',
      ],
    },
    {
      title: 'Information We Collect',
      paragraphs: ['We collect only what we need to run your account and your portfolio:'],
      list: [
        'Account details: first name, last name, e-mail address, username and mobile number with its country code.',
        'Sign-in data: a securely hashed password, or the basic profile your Google account shares when you choose Sign in with Google.',
        'Portfolio content you enter: bio, profile picture, resume link, education, skills, projects, experience and social links.',
        'Messages you send us through the contact or feedback forms.',
        'Technical data: browser type, device, pages visited and the date and time of requests, collected in server logs.',
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: ['We use your information to:'],
      list: [
        'create and secure your account and keep you signed in;',
        'build, preview and publish your portfolio with the template you choose;',
        'send service e-mails such as password reset links;',
        'answer your messages and improve the product from your feedback;',
        'detect abuse and keep the service reliable.',
      ],
    },
    {
      title: 'Public Portfolios',
      paragraphs: [
        'A portfolio you publish is public. Anyone with its address can see it, and search engines may find and index it. Only publish information you are comfortable sharing publicly. Preview links are temporary and expire after 24 hours.',
      ],
      subsections: [
        {
          id: 'privacy-analytics',
          title: 'Analytics',
          paragraphs: [
            'When someone opens a published portfolio, our server counts the visit so that the owner can see how many people came, on which days, from which website and on what kind of device (computer, phone or tablet). We do this without cookies and without any script on the page.',
            'To count each visitor only once a day, we mix the visitor\'s IP address and browser name with a random value that changes every day, and keep only the scrambled code that comes out. The random value is deleted when the day is over, so the code cannot be traced back to anyone, or linked to the same visitor on another day. We never store the IP address, the full browser description or the full address of the page the visitor came from: only the name of that website.',
            'We do not count search engine robots, the owner\'s own visits while signed in, or browsers that send Do Not Track or Global Privacy Control. The daily counts are kept for 13 months and then deleted.',
          ],
        },
      ],
    },
    {
      title: 'Legal Bases for Processing',
      paragraphs: [
        'We process your data to perform our agreement with you (running your account and portfolio), on the basis of our legitimate interest in keeping the service secure and improving it, and with your consent where the law requires it, for example for non-essential cookies.',
      ],
    },
    {
      title: 'Sharing Your Information',
      paragraphs: [
        'We do not sell your personal information. We share it only with providers that help us run Showfolio, such as hosting, storage and e-mail delivery, under contracts that limit their use of it, and with authorities when the law requires us to.',
      ],
    },
    {
      title: 'Cookies',
      paragraphs: [
        'We use a small number of cookies, including one that keeps you signed in. Our Cookie Policy explains each type and how long it lasts.',
      ],
    },
    {
      title: 'Data Retention',
      paragraphs: [
        'We keep your account and portfolio data for as long as your account exists. When you delete your account we remove your data within 30 days, except where we must keep records longer by law. Server logs are kept for up to 90 days.',
      ],
    },
    {
      title: 'Your Rights and Choices',
      paragraphs: [
        'You can update your profile and portfolio at any time from the dashboard. You can also ask us to export or delete your data, to correct it, or to stop processing it, by writing to us through the Contact Us page. We answer within 30 days.',
      ],
    },
    {
      title: 'Security',
      paragraphs: [
        'Passwords are stored only as strong one-way hashes, connections are encrypted, and access to personal data is limited to the people who need it. No system is perfectly secure, so please use a unique password and keep it private.',
      ],
    },
    {
      title: "Children's Privacy",
      paragraphs: [
        'Showfolio is not meant for children under 13, and we do not knowingly collect their information. If you believe a child under 13 has given us personal data, contact us and we will delete it.',
      ],
    },
    {
      title: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy as the product changes. The date at the top shows the latest version. If a change is significant, we will tell you by e-mail or in the dashboard before it takes effect.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        'Questions about this policy or your data? Reach us through the Contact Us page and we will get back to you.',
      ],
    },
  ],
};
