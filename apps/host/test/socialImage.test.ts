// The share card (Open Graph image) says what the person does and where (issue 31).
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { renderSocialImage } from '../src/server/socialImage';

const card = (data: typeof samplePortfolio) =>
  renderSocialImage({ data, picture: null, host: 'ada.showfolio.localhost' });

describe('the share card', () => {
  it('shows the headline instead of the latest role', async () => {
    const withHeadline = await card(samplePortfolio);
    // With a headline, the jobs no longer change the card: the headline is the role line.
    expect(await card({ ...samplePortfolio, experience: [] })).toEqual(withHeadline);
    expect(await card({ ...samplePortfolio, headline: '' })).not.toEqual(withHeadline);
  }, 60_000);

  it('shows the location under the role line', async () => {
    expect(await card({ ...samplePortfolio, location: '' })).not.toEqual(await card(samplePortfolio));
  }, 60_000);

  it('falls back to the latest role without a headline', async () => {
    const noHeadline = { ...samplePortfolio, headline: '' };
    expect(await card(noHeadline)).not.toEqual(await card({ ...noHeadline, experience: [] }));
  }, 60_000);
});
