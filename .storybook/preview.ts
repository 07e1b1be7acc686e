import type { Decorator, Preview } from '@storybook/react-vite';
import { portfolioDataSets, type PortfolioDataSet } from './portfolio-data';

// Stories opt in with `parameters: { portfolioData: true }`; the decorator then passes the
// selected data set as the `data` arg, so one story shows a template with every data set. A story
// can pin its own set with `globals: { portfolioData: 'edgeCase' }`.
const withPortfolioData: Decorator = (Story, context) => {
  if (context.parameters.portfolioData !== true) return Story();
  const selected = context.globals.portfolioData as PortfolioDataSet | undefined;
  const data = portfolioDataSets[selected ?? 'sample'] ?? portfolioDataSets.sample;
  return Story({ args: { ...context.args, data } });
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
          { value: 'sample', title: 'Sample portfolio' },
          { value: 'minimal', title: 'Minimal portfolio' },
          { value: 'edgeCase', title: 'Edge-case portfolio' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    portfolioData: 'sample',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Packages',
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
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};
export default preview;
