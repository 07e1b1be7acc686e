import type { RenderResume } from '@showfolio/ui';
import { apiClient } from './api';

/** Where the host typesets the editor's draft (apps/host/src/server/routes/draftResume.ts). */
const DRAFT_RESUME_PATH = '/editor/resume.pdf';

/**
 * The editor's Résumé tab: posts the draft to the host's PDF worker, as the signed-in owner, and
 * gives the PDF; a refusal rejects with the server's own sentence (rate limit, too many pages).
 */
export const renderDraftResume: RenderResume = async ({ data, templateId, design, paper }, signal) => {
  const query = new URLSearchParams({ design, paper, ...(templateId ? { template: templateId } : {}) });
  const token = apiClient.getToken();
  const response = await fetch(`${DRAFT_RESUME_PATH}?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(data),
    signal,
  });
  if (!response.ok) throw new Error((await response.text()).trim() || 'The résumé could not be made just now.');
  return response.blob();
};
