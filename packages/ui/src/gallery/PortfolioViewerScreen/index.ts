export { PortfolioViewerScreen } from './PortfolioViewerScreen';
export type { PortfolioViewerScreenProps, PortfolioViewerState } from './PortfolioViewerScreen';
