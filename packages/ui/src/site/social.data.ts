/**
 * The product's public profiles and contact address, shown in the footer and on Contact Us.
 * Operators edit this file to point at their own accounts.
 */
export interface SocialLink {
  network: 'linkedin' | 'instagram' | 'x';
  label: string;
  href: string;
}

export const socialLinks: ReadonlyArray<SocialLink> = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/showfolio' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/showfolio' },
  { network: 'x', label: 'X (Twitter)', href: 'https://x.com/showfolio' },
];

export const contactEmail = 'hello@showfolio.in';
