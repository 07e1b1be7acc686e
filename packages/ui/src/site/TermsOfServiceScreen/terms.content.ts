import type { LegalDocument } from '../LegalPage';

export const termsOfService: LegalDocument = {
  slug: 'terms',
  title: 'Terms of Service',
  intro:
    'These terms are the agreement between you and Showfolio when you use our website, dashboard and hosting. By creating an account or publishing a portfolio you accept them.',
  sections: [
    {
      title: 'Acceptance of Terms',
      paragraphs: [
        'By accessing or using Showfolio you agree to these Terms of Service and to our Privacy Policy. If you do not agree, please do not use the service.',
      ],
    },
    {
      title: 'Eligibility',
      paragraphs: [
        'You must be at least 13 years old to use Showfolio. If you are under the age of majority where you live, you may use the service only with the involvement of a parent or guardian.',
      ],
    },
    {
      title: 'Your Account',
      paragraphs: [
        'You are responsible for the information you give us and for keeping your password secret. Tell us at once if you think someone else has access to your account. You may not share an account or create one for someone else without permission.',
      ],
    },
    {
      title: 'The Service',
      paragraphs: [
        'Showfolio lets you fill a profile, choose a template, preview it through a temporary link and publish it on a subdomain. We may add, change or retire features and templates over time.',
      ],
    },
    {
      title: 'Plans and Pricing',
      paragraphs: [
        'The free plan includes building and hosting a portfolio on a Showfolio subdomain. Some advanced features may be offered on paid plans; their price and terms will be shown clearly before you pay.',
      ],
    },
    {
      title: 'Your Content',
      paragraphs: [
        'You keep ownership of everything you add to your portfolio. You give us a limited licence to store, process and display that content only to run the service for you, including showing your published portfolio to the public.',
      ],
    },
    {
      title: 'Public Portfolios and Subdomains',
      paragraphs: [
        'Published portfolios are public and may be indexed by search engines. Subdomains are assigned on a first-come basis; we may reclaim a subdomain that is reserved, misleading, infringes a trademark or has been inactive for a long time.',
      ],
    },
    {
      title: 'Acceptable Use',
      paragraphs: ['You agree not to use Showfolio to:'],
      list: [
        'publish unlawful, hateful, harassing or sexually explicit content;',
        'infringe the intellectual property or privacy of others;',
        'impersonate a person or organisation;',
        'distribute malware, phishing pages or spam;',
        'probe, overload or interfere with the service or other users.',
      ],
    },
    {
      title: 'Intellectual Property',
      paragraphs: [
        'The Showfolio name, wordmark, website and templates belong to us or our licensors. You may use the templates to present your own portfolio on Showfolio, but not resell or redistribute them.',
      ],
    },
    {
      title: 'Third-Party Services',
      paragraphs: [
        'Some features rely on third parties, such as Google sign-in or links to your resume on Google Drive. Their own terms apply to your use of them, and we are not responsible for their services.',
      ],
    },
    {
      title: 'Suspension and Termination',
      paragraphs: [
        'You can stop using Showfolio and delete your account at any time. We may suspend or remove a portfolio or account that breaks these terms, with notice where reasonable.',
      ],
    },
    {
      title: 'Disclaimers',
      paragraphs: [
        'Showfolio is provided "as is". We work hard to keep it online and secure but cannot promise it will always be uninterrupted or error-free.',
      ],
    },
    {
      title: 'Limitation of Liability',
      paragraphs: [
        'To the extent the law allows, Showfolio is not liable for indirect or consequential losses, or for loss of data, profits or opportunities arising from your use of the service.',
      ],
    },
    {
      title: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms. The date at the top shows the current version. If a change is significant we will notify you before it takes effect; continuing to use Showfolio afterwards means you accept the new terms.',
      ],
    },
    {
      title: 'Contact',
      paragraphs: ['Questions about these terms? Write to us through the Contact Us page.'],
    },
  ],
};
