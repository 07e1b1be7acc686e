import { portfolioDataSchema, type PortfolioData } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';

/**
 * An Arabic speaker's page (issue 32): the page in Arabic, right to left, with the owner's own words
 * in Arabic (bold, italic and a list in the bio) beside the Latin names of tools and employers.
 * Kept with the tests rather than in the shared samples, which the app's bundles carry.
 */
export const arabicPortfolio: PortfolioData = portfolioDataSchema.parse({
  ...samplePortfolio,
  firstName: 'ليلى',
  lastName: 'عبد الرحمن الحسيني',
  username: 'layla',
  headline: 'مهندسة برمجيات أولى في نورثويند لابز',
  location: 'عمّان، الأردن',
  bio: 'مهندسة برمجيات تحوّل **الأفكار الغامضة إلى تطبيقات ويب سريعة** وسهلة الوصول، ولها شغف *بالاختبارات الصادقة*.\n\nما أقدّمه:\n- **أنظمة تصميم** لفرق من عشرة إلى مئة شخص\n- ورش عمل عن *البحث الشامل*',
  design: { language: 'ar' },
});
