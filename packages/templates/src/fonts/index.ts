export {
  designFontCss,
  findFontFile,
  fontBudget,
  fontFaceCss,
  fontFiles,
  fontPreloadLinks,
  fontStack,
  fontTokenCss,
  fontUrlPrefix,
  pageText,
  portfolioText,
} from './fonts';
export { fontFamilies } from './fontFiles';
export type { FontFamilyFiles, FontFile, TemplateFontTokens } from './types';
