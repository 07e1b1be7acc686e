import type { PublicPortfolio } from '@showfolio/server';

/**
 * Whether `/media/{file}` (`pathname`) is one of the files `portfolio`'s page shows: its picture
 * or its résumé. Only those are served on the portfolio's own hosts (subdomain, custom domain);
 * any other account's upload, a PDF above all, would read there as this portfolio's own document.
 * Every upload stays on the app's host, where the page links it.
 */
export function ownsMediaFile(
  portfolio: PublicPortfolio | null,
  appUrl: string,
  pathname: string,
): boolean {
  const data = portfolio?.portfolioData;
  if (!data) return false;
  const address = `${appUrl}${pathname}`;
  return data.profilePicture === address || data.resumeUrl === address;
}
