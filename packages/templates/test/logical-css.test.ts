// @vitest-environment node
// Right to left (issue 32): an Arabic page sets dir="rtl" and every template's layout must mirror
// with it, so where direction matters a template uses logical properties (margin-inline-start,
// padding-inline-end, inset-inline-start, border-inline-*, text-align: start/end), never physical
// left/right ones. This scans each template's built CSS (the file the public page inlines; the test
// script builds first). In LTR the logical and physical properties are the same boxes, so the
// conversion changes no pixel (the screenshot baselines hold that).
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { registeredTemplateIds, templateCssPath } from '@showfolio/templates/ssr';

const physicalProperty =
  /^(margin|padding)-(left|right)$|^border-(left|right)(-.+)?$|^border-(top|bottom)-(left|right)-radius$|^(left|right)$/;
const physicalValue: Record<string, RegExp> = {
  'text-align': /^(left|right)$/,
  float: /^(left|right)$/,
  clear: /^(left|right)$/,
};

/**
 * Physical declarations that stay, each with its reason: they draw something that must not mirror,
 * or mirroring would break it.
 */
const allowed: Record<string, Record<string, string>> = {
  'nebulla-glass-portfolio-v1': {
    'left:50%': 'the orbit dot is centred with left: 50% and translateX(-50%), the same in both directions',
  },
  'glassmorphism-portfolio-v1': {
    'left:-10%': 'a decorative background light, placed freely behind the content',
    'right:-8%': 'a decorative background light, placed freely behind the content',
    'left:5%': 'a decorative background light, placed freely behind the content',
    'right:10%': 'a decorative background light, placed freely behind the content',
  },
  'professional-dev-portfolio-v1': {
    'margin-right:36px':
      'the window title bar dots are drawn with box-shadow offsets to the right, which do not mirror; the margin must stay on their right',
  },
};

/**
 * The declarations of `css` that fix a physical left or right side, as `property:value`. A rule that
 * sets `left` and `right` to the same value (a full-bleed inset) is symmetric and not reported.
 */
function physicalDeclarations(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const declarations = rule.nodes.filter((node) => node.type === 'decl');
    const valueOf = (prop: string) => declarations.find((declaration) => declaration.prop === prop)?.value;
    for (const { prop, value } of declarations) {
      const name = prop.toLowerCase();
      const symmetric = (name === 'left' || name === 'right') && valueOf('left') === valueOf('right');
      if ((physicalProperty.test(name) && !symmetric) || physicalValue[name]?.test(value.trim())) {
        found.push(`${name}:${value.trim()}`);
      }
    }
  });
  return found;
}

describe('the logical-property check', () => {
  it('reports physical sides and left/right alignment', () => {
    expect(
      physicalDeclarations(
        '.a{padding-left:1rem;border-right:1px solid}.b{left:0;top:0}@media (min-width:40em){.c{text-align:right;margin-right:auto}}',
      ),
    ).toEqual(['padding-left:1rem', 'border-right:1px solid', 'left:0', 'text-align:right', 'margin-right:auto']);
  });

  it('accepts logical properties, start/end and full-bleed insets', () => {
    expect(
      physicalDeclarations(
        '.a{padding-inline-start:1rem;border-inline-end:1px solid;inset-inline-start:0;text-align:end}.b{left:0;right:0}',
      ),
    ).toEqual([]);
  });
});

describe.each(registeredTemplateIds())('template %s', (id) => {
  it('uses logical properties where direction matters, so it mirrors under dir="rtl"', () => {
    const exceptions = allowed[id] ?? {};
    const physical = physicalDeclarations(readFileSync(templateCssPath(id), 'utf8'));
    expect(physical.filter((declaration) => !(declaration in exceptions))).toEqual([]);
  });
});

it('lists only exceptions a template still has (no stale entries)', () => {
  for (const [id, exceptions] of Object.entries(allowed)) {
    const physical = physicalDeclarations(readFileSync(templateCssPath(id), 'utf8'));
    for (const declaration of Object.keys(exceptions)) expect(physical, `${id} ${declaration}`).toContain(declaration);
  }
});
