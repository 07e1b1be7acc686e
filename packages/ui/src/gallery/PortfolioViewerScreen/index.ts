export {
  PortfolioViewerScreen,
  invalidSubdomainMessage,
  portfolioNotFoundHints,
  portfolioNotFoundMessage,
} from './PortfolioViewerScreen';
export type { PortfolioViewerScreenProps, PortfolioViewerState } from './PortfolioViewerScreen';
