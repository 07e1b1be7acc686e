import type { PortfolioData } from '@showfolio/portfolio-schema';
import {
  edgeCasePortfolio,
  minimalPortfolio,
  samplePortfolio,
} from '@showfolio/portfolio-schema/samples';

// Data sets a template story can be rendered with, switched from the toolbar ("Portfolio data").
export const portfolioDataSets = {
  sample: samplePortfolio,
  minimal: minimalPortfolio,
  edgeCase: edgeCasePortfolio,
} satisfies Record<string, PortfolioData>;

export type PortfolioDataSet = keyof typeof portfolioDataSets;
