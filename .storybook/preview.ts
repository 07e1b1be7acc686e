import type { Decorator, Preview } from '@storybook/react-vite';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import { portfolioDataSets, type PortfolioDataSet } from './portfolio-data';

// Stories opt in with `parameters: { portfolioData: true }` and take a `data` arg. The toolbar's
// "Portfolio data" then replaces `data` with the chosen set, so one story shows a template with
// every data set; on "Story's data" (the default) the story keeps its own `data` (the sample when
// it has none). A story whose fixtures differ (a picture Storybook can serve, say) passes its own
// sets instead of `true`: `portfolioData: { sample: storySample }`.
type PortfolioDataParameter = true | Partial<Record<PortfolioDataSet, PortfolioData>>;

const withPortfolioData: Decorator = (Story, context) => {
  const parameter = context.parameters.portfolioData as PortfolioDataParameter | undefined;
  if (!parameter) return Story();
  const selected = context.globals.portfolioData as PortfolioDataSet | 'story' | undefined;
  const sets = parameter === true ? portfolioDataSets : { ...portfolioDataSets, ...parameter };
  if (selected === undefined || selected === 'story' || !(selected in sets)) {
    return context.args.data === undefined
      ? Story({ args: { ...context.args, data: sets.sample } })
      : Story();
  }
  return Story({ args: { ...context.args, data: sets[selected] } });
};

const nativeFocus = HTMLElement.prototype.focus;

// A docs page renders all of a component's stories at once: one that focuses a field on mount (the
// password after sign-up, a two-step code) would scroll the page down to it. On docs pages focusing
// does not scroll; stories on their own (and their tests) keep the browser's own focus().
const withDocsFocus: Decorator = (Story, context) => {
  HTMLElement.prototype.focus =
    context.viewMode === 'docs'
      ? function focusWithoutScrolling(this: HTMLElement, options?: FocusOptions) {
          nativeFocus.call(this, { ...options, preventScroll: true });
        }
      : nativeFocus;
  return Story();
};

const preview: Preview = {
  decorators: [withPortfolioData, withDocsFocus],
  globalTypes: {
    portfolioData: {
      description: 'Portfolio data passed to template stories',
      toolbar: {
        title: 'Portfolio data',
        icon: 'database',
        items: [
          { value: 'story', title: 'Story’s data' },
          { value: 'sample', title: 'Sample portfolio' },
          { value: 'minimal', title: 'Minimal portfolio' },
          { value: 'edgeCase', title: 'Edge-case portfolio' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    portfolioData: 'story',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Packages',
          ['Portfolio schema', 'API client', 'UI kit', 'Templates', 'Server'],
          'Playground',
          'Foundations',
          'Site',
          'Account',
          'Dashboard',
          'Wizard',
          'Gallery',
          'Templates',
        ],
      },
    },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};
export default preview;
