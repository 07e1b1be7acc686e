import {
  edgeCasePortfolio,
  minimalPortfolio,
  samplePortfolio,
  type PortfolioData,
} from '@showfolio/portfolio-schema';

// Data sets a template story can be rendered with, switched from the toolbar ("Portfolio data").
export const portfolioDataSets = {
  sample: samplePortfolio,
  minimal: minimalPortfolio,
  edgeCase: edgeCasePortfolio,
} satisfies Record<string, PortfolioData>;

export type PortfolioDataSet = keyof typeof portfolioDataSets;
