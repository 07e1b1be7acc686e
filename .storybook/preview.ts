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

const preview: Preview = {
  decorators: [withPortfolioData],
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
