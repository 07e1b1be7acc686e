import { wizardStepTable } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { loadTemplate, preloadFormatting, templateCatalogue } from '@showfolio/templates';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { stepSections } from './stepSections';

/** The page a template makes of the sample, as a document to look into. */
async function samplePage(id: string): Promise<Document> {
  const Template = (await loadTemplate(id))!.component;
  const page = document.implementation.createHTMLDocument(id);
  page.body.innerHTML = renderToStaticMarkup(<Template data={samplePortfolio} />);
  return page;
}

describe('the section the live preview scrolls to for each wizard step', () => {
  // The Markdown parser loads on demand; static rendering cannot wait for it.
  beforeAll(() => preloadFormatting());

  it.each(templateCatalogue().map((meta) => meta.id))('is on the page %s makes of the sample', async (id) => {
    const page = await samplePage(id);
    for (const step of ['education', 'projects', 'experience'] as const) {
      const section = page.querySelector(stepSections[step]!);
      expect(section?.tagName, `${step} on ${id}`).toBe('SECTION');
      expect(section?.textContent).toContain(
        { education: samplePortfolio.education[0]!.institution, projects: samplePortfolio.projects[0]!.projectName, experience: samplePortfolio.experience[0]!.companyName }[step],
      );
    }
    // Social Links: the first of the page's places that show the profiles.
    const profiles = page.querySelector(stepSections.socialLinks!);
    expect(profiles?.querySelector(`a[href="${samplePortfolio.social.github}"]`), `profiles on ${id}`).not.toBeNull();
  });

  it('leaves the page where it is on the Preview step, and goes to the top for the details', () => {
    expect(wizardStepTable.filter((step) => !stepSections[step.id]).map((step) => step.id)).toEqual(['preview']);
    expect([stepSections.userDetails, stepSections.documents]).toEqual(['body', 'body']);
  });
});
