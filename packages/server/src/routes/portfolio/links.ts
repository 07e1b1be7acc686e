import { isSafeUrl, type ProjectEntry } from '@showfolio/portfolio-schema';
import { badRequest } from '../../http';

/** Stored links end up as href/src on public pages, so only http(s) and mailto links are kept. */
export function assertSafeLinks(links: ReadonlyArray<readonly [label: string, value: string | undefined]>) {
  for (const [label, value] of links) {
    if (value && !isSafeUrl(value)) throw badRequest(`${label} must be a full link starting with https://`);
  }
}

/** Web addresses only (no mailto: or page paths): what a link a visitor follows out may be. */
export function assertWebLinks(links: ReadonlyArray<readonly [label: string, value: string | undefined]>) {
  for (const [label, value] of links) {
    if (value && !(isSafeUrl(value) && /^\s*https?:\/\//i.test(value)))
      throw badRequest(`${label} must be a full link starting with https://`);
  }
}

export const projectLinks = (entries: ProjectEntry[]) =>
  entries.flatMap((p) => [
    ['GitHub link', p.githubUrl],
    ['Live link', p.deployedUrl],
  ] as const);

/** A project's extra links (issue 31), named by their label in a refusal. */
export const projectExtraLinks = (entries: ProjectEntry[]) =>
  entries.flatMap((p) => p.links.map((link) => [`The link "${link.label}"`, link.url] as const));
