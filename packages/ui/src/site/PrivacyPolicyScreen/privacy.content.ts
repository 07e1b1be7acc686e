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
        'Account details: first name, last name, e-mail address, username and mobile number with its country code, and when you confirmed your e-mail address.',
        'Sign-in data: a securely hashed password, or the basic profile your Google account shares when you choose Sign in with Google.',
        'Signed-in devices: for each sign-in, when it started, when it was last used (noted at most once a minute) and the first 256 characters of your browser\'s user agent, so Settings can list your devices and let you sign them out.',
        'Links we e-mail you (e-mail address verification, password reset, e-mail address change): only a one-way hash of each link, when it expires and whether it was used.',
        'Portfolio content you enter: bio, profile picture, resume (a link, or a PDF you upload), education, skills, projects, experience and social links, and the sites you publish with their template and subdomain.',
        'Files you upload: your profile picture (re-encoded, without its camera data) and your resume PDF, stored on our servers or with our storage provider.',
        'Messages you send us through the contact or feedback forms.',
        'Technical data: the address, path and time of requests, collected in server logs.',
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: ['We use your information to:'],
      list: [
        'create and secure your account and keep you signed in;',
        'build, preview and publish your portfolio with the template you choose;',
        'send service e-mails: the link that verifies your e-mail address after you sign up, password reset and e-mail change links, notices when your password or e-mail address changes, and a last e-mail when you delete your account;',
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
        'We keep your account and portfolio data for as long as your account exists. Some records go sooner on their own: a signed-in device is deleted when its sign-in expires (after 7 days) or a day after you sign it out; password reset links expire after 1 hour and e-mail verification and change links after 24 hours, and are deleted once used or expired; files you uploaded but never saved in your portfolio are deleted after a day; visitor counts are deleted after 13 months.',
        'When you delete your account, everything above is deleted at once, in one step: your account, portfolio, published sites (their subdomains become free for others straight away), uploaded files, signed-in devices, links, visitor counts and the messages you sent us from your account\'s address. If our file storage is briefly unavailable, the files are deleted by a job that retries every hour. We then send one last e-mail to confirm, and keep no copy of it. Server logs, which never contain your passwords or the content of your portfolio, are kept for up to 90 days.',
      ],
    },
    {
      title: 'Your Rights and Choices',
      paragraphs: [
        'You can update your profile and portfolio at any time from the dashboard, and in Settings you can change your name, username, e-mail address and password, link or unlink your Google account, and see and sign out the devices signed in to your account.',
        'In Settings, "Download My Data" gives you a ZIP file with everything we hold about you: portfolio.json (your account, portfolio, sites, uploaded files, devices, visitor counts and messages, in our own format), resume.json (your portfolio as a JSON Resume, for other tools), the files you uploaded and a README.txt explaining them. Only the password hash and the hashes of e-mailed links are left out: they are secrets, not information about you. You can import portfolio.json into a new, empty Showfolio account.',
        'In Settings, "Delete Account" deletes your account and all your data immediately, after you confirm with your password and your username. You can also ask us to correct your data or to stop processing it through the Contact Us page. We answer within 30 days.',
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
