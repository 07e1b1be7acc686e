import { describe, expect, it } from 'vitest';
import { defaultPreviewTemplateId, pickPreviewTemplate } from './previewTemplate';

const known = new Set(['minimal-portfolio-v1', 'elegant-portfolio-v1', 'modern-portfolio-v1']);
const isKnown = (id: string) => known.has(id);

describe('the template the live preview opens with', () => {
  it('is the deployed one, even when another was picked last', () => {
    expect(pickPreviewTemplate({ deployed: 'elegant-portfolio-v1', lastChosen: 'modern-portfolio-v1', isKnown })).toBe(
      'elegant-portfolio-v1',
    );
  });

  it('is the one picked last when nothing is deployed', () => {
    expect(pickPreviewTemplate({ deployed: null, lastChosen: 'modern-portfolio-v1', isKnown })).toBe('modern-portfolio-v1');
  });

  it('is Minimal for a new user', () => {
    expect(pickPreviewTemplate({ isKnown })).toBe(defaultPreviewTemplateId);
    expect(defaultPreviewTemplateId).toBe('minimal-portfolio-v1');
  });

  it('skips identifiers this build does not have', () => {
    expect(pickPreviewTemplate({ deployed: 'retired-v0', lastChosen: 'elegant-portfolio-v1', isKnown })).toBe(
      'elegant-portfolio-v1',
    );
    expect(pickPreviewTemplate({ deployed: 'retired-v0', lastChosen: '<script>', isKnown })).toBe(defaultPreviewTemplateId);
  });
});
