import { isTemplateIdentifier, templateIdentifierMaxLength } from './rules/template-identifier';
import { deployRequestSchema } from './templates';

describe('template identifiers', () => {
  it.each(['minimal-portfolio-v1', 'modern-minimal-v1', 'genz-portfolio-v12', 'a-v1'])(
    'accepts the shape of %s without a list of known templates',
    (id) => {
      expect(isTemplateIdentifier(id)).toBe(true);
    },
  );

  it.each([
    '',
    'minimal-portfolio',
    'Minimal-portfolio-v1',
    'minimal--portfolio-v1',
    '-minimal-v1',
    'minimal portfolio-v1',
    '../minimal-v1',
    'minimal-v1\n',
    `${'a'.repeat(templateIdentifierMaxLength)}-v1`,
    42,
    undefined,
  ])('rejects %j', (value) => {
    expect(isTemplateIdentifier(value)).toBe(false);
  });

  it('leaves which identifiers exist to the registry: a deploy request only needs a bounded one', () => {
    expect(deployRequestSchema.safeParse({ templateIdentifier: 'brand-new-v1', subdomain: 'ada' }).success).toBe(true);
    expect(deployRequestSchema.safeParse({ templateIdentifier: ' ', subdomain: 'ada' }).error?.issues[0]?.message).toBe(
      'Template identifier is required for deployment',
    );
  });
});
