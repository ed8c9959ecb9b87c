import type { Locale } from '../locale';
import { flameWords } from './flame-phrases';

export interface FlameSource {
  readonly title: string;
  readonly url?: string;
}

/**
 * What the consumer test's items, norms and love score rest on, as docs/model.md cites them ("The 30-item
 * test", "Norms", "Love and friendship", "Sources"). Titles stay in the language they were published in.
 */
const published: readonly FlameSource[] = [
  {
    title:
      'Soto, C. J., & John, O. P. (2017). Short and extra-short forms of the Big Five Inventory–2: the BFI-2-S and BFI-2-XS. Journal of Research in Personality, 68, 69–81.',
    url: 'https://doi.org/10.1016/j.jrp.2017.02.004',
  },
  {
    title:
      'Goldberg, L. R., et al. (2006). The International Personality Item Pool and the future of public-domain personality measures. Journal of Research in Personality, 40(1), 84–96.',
    url: 'https://doi.org/10.1016/j.jrp.2005.08.007',
  },
  {
    title:
      'Johnson, J. A. (2014). Measuring thirty facets of the five factor model with a 120-item public domain inventory: development of the IPIP-NEO-120. Journal of Research in Personality, 51, 78–89.',
    url: 'https://doi.org/10.1016/j.jrp.2014.05.003',
  },
  {
    title:
      'Malouff, J. M., Thorsteinsson, E. B., Schutte, N. S., Bhullar, N., & Rooke, S. E. (2010). The five-factor model of personality and relationship satisfaction of intimate partners: a meta-analysis. Journal of Research in Personality, 44(1), 124–127.',
    url: 'https://doi.org/10.1016/j.jrp.2009.09.004',
  },
  {
    title:
      'Dyrenforth, P. S., Kashy, D. A., Donnellan, M. B., & Lucas, R. E. (2010). Predicting relationship and life satisfaction from personality in nationally representative samples from three countries: the relative importance of actor, partner, and similarity effects. Journal of Personality and Social Psychology, 99(4), 690–702.',
    url: 'https://doi.org/10.1037/a0020385',
  },
  {
    title:
      'Weidmann, R., Ledermann, T., & Grob, A. (2016). The interdependence of personality and satisfaction in couples: a review. European Psychologist, 21(4), 284–295.',
  },
];

/** The sources of the full report: the published ones, then the model's own assumptions in the reader's language. */
export function flameSources(locale: Locale): FlameSource[] {
  return [...published, { title: flameWords[locale].assumptions }];
}
