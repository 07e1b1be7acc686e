import { templateIds, templateSchema } from '../templates';
import { staticTemplateCatalogue } from './template-catalogue';

describe('static template catalogue', () => {
  it('describes each of the 15 templates once, in order, as GET /templates serves them', () => {
    expect(staticTemplateCatalogue.map((entry) => entry.templateIdentifier)).toEqual([...templateIds]);
    for (const entry of staticTemplateCatalogue) {
      expect(templateSchema.parse(entry)).toEqual(entry);
      expect(entry.templateName).not.toBe('');
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.meta).toMatchObject({ thumbnailImgUrl: '', author: 'Showfolio', version: '1.0' });
      expect(entry.meta.tags.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(staticTemplateCatalogue.map((entry) => entry.templateName)).size).toBe(15);
  });

  it('marks exactly nexus and quantum as premium', () => {
    expect(staticTemplateCatalogue.filter((entry) => entry.meta.isPremium).map((entry) => entry.templateIdentifier)).toEqual([
      'nexus-portfolio-v1',
      'quantum-portfolio-v1',
    ]);
  });
});
