import type { ClientConfig } from '../server/host';

// Mirrors clientConfigElementId of the server; kept as a literal so no server code reaches the bundle.
const elementId = 'showfolio-config';

const fallback: ClientConfig = {
  publicDomain: 'showfolio.localhost',
  googleClientId: null,
  appUrl: '',
  portfolioPdfFile: 'resume.pdf',
};

/** The server's settings the SPA needs, from the JSON block the server puts in index.html. */
function readConfig(): ClientConfig {
  const text = typeof document === 'undefined' ? null : document.getElementById(elementId)?.textContent;
  if (!text) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(text) as Partial<ClientConfig>) };
  } catch {
    return fallback;
  }
}

export const clientConfig: ClientConfig = readConfig();
