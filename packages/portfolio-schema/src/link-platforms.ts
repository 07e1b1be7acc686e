// The platforms a pasted link is recognised as (issue 31): ONE table, read by the editor (icon and
// name beside each link), every template and the JSON Resume export. A host matches itself and its
// subdomains; an unknown host is 'generic' and shows its own name.

// Type
export interface LinkPlatform {
  id: string;
  name: string;
  /** Hosts without `www.`; each also matches its subdomains. */
  hosts: readonly string[];
}

export interface RecognizedLink {
  /** A `linkPlatforms` id, or 'generic' for a host no platform claims. */
  platform: string;
  /** The platform's name, or the host without `www.` for a generic link. */
  name: string;
  /** The link's host without `www.` ('' when the text is not a link). */
  host: string;
}

// Defaults
/** Mastodon runs on many servers: the common ones by host, any other by its `/@user` path. */
export const mastodonHosts = [
  'mastodon.social',
  'mastodon.online',
  'mstdn.social',
  'mas.to',
  'fosstodon.org',
  'hachyderm.io',
  'infosec.exchange',
  'mastodon.world',
  'techhub.social',
  'universeodon.com',
  'mastodon.art',
  'sigmoid.social',
] as const;

export const linkPlatforms: readonly LinkPlatform[] = [
  { id: 'website', name: 'Website', hosts: [] },
  { id: 'dribbble', name: 'Dribbble', hosts: ['dribbble.com'] },
  { id: 'behance', name: 'Behance', hosts: ['behance.net'] },
  { id: 'youtube', name: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  { id: 'bluesky', name: 'Bluesky', hosts: ['bsky.app'] },
  { id: 'mastodon', name: 'Mastodon', hosts: mastodonHosts },
  { id: 'medium', name: 'Medium', hosts: ['medium.com'] },
  { id: 'substack', name: 'Substack', hosts: ['substack.com'] },
  { id: 'gitlab', name: 'GitLab', hosts: ['gitlab.com'] },
  { id: 'stackoverflow', name: 'Stack Overflow', hosts: ['stackoverflow.com', 'stackexchange.com'] },
  { id: 'linkedin', name: 'LinkedIn', hosts: ['linkedin.com'] },
  { id: 'github', name: 'GitHub', hosts: ['github.com'] },
  { id: 'x', name: 'X', hosts: ['x.com', 'twitter.com'] },
  { id: 'instagram', name: 'Instagram', hosts: ['instagram.com'] },
  { id: 'facebook', name: 'Facebook', hosts: ['facebook.com', 'fb.com'] },
  { id: 'codepen', name: 'CodePen', hosts: ['codepen.io'] },
  { id: 'figma', name: 'Figma', hosts: ['figma.com'] },
  { id: 'devto', name: 'DEV', hosts: ['dev.to'] },
  { id: 'hashnode', name: 'Hashnode', hosts: ['hashnode.com', 'hashnode.dev'] },
  { id: 'kaggle', name: 'Kaggle', hosts: ['kaggle.com'] },
  { id: 'orcid', name: 'ORCID', hosts: ['orcid.org'] },
  { id: 'scholar', name: 'Google Scholar', hosts: ['scholar.google.com'] },
  { id: 'researchgate', name: 'ResearchGate', hosts: ['researchgate.net'] },
  { id: 'tiktok', name: 'TikTok', hosts: ['tiktok.com'] },
  { id: 'twitch', name: 'Twitch', hosts: ['twitch.tv'] },
  { id: 'threads', name: 'Threads', hosts: ['threads.net', 'threads.com'] },
  { id: 'artstation', name: 'ArtStation', hosts: ['artstation.com'] },
  { id: 'vimeo', name: 'Vimeo', hosts: ['vimeo.com'] },
  { id: 'soundcloud', name: 'SoundCloud', hosts: ['soundcloud.com'] },
  { id: 'spotify', name: 'Spotify', hosts: ['spotify.com'] },
];

// Rules
const hostOf = (url: string): string => {
  try {
    return new URL(url.trim()).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
};

const pathOf = (url: string): string => {
  try {
    return new URL(url.trim()).pathname;
  } catch {
    return '';
  }
};

const servedBy = (host: string, platformHost: string) => host === platformHost || host.endsWith(`.${platformHost}`);

/** The platform a link belongs to by its host (Mastodon also by a `/@user` path on any host). */
export function recognizeLink(url: string): RecognizedLink {
  const host = hostOf(url);
  const platform =
    linkPlatforms.find((candidate) => candidate.hosts.some((known) => servedBy(host, known))) ??
    (host && /^\/@[\w.-]+\/?$/.test(pathOf(url)) ? linkPlatforms.find((candidate) => candidate.id === 'mastodon') : undefined);
  if (platform) return { platform: platform.id, name: platform.name, host };
  return { platform: 'generic', name: host, host };
}

/** The text a link shows: the label the user typed, else its platform's name (or host). */
export const linkLabel = (link: { url: string; label: string }): string => link.label || recognizeLink(link.url).name;
