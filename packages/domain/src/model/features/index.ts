export { FEATURE_ENCODER_VERSION, FEATURE_NAMES, FEATURE_SPECS, type FeatureSpec } from './feature-specs';
export { encodeAnswers, featureValue, type EncodedFeatures } from './encode';
export { backgroundFromAnswers, backgroundFromFeatures, type Background } from './background';
export { LOVE_ANSWER_QUESTIONS, loveProfileFromAnswers, loveProfileFromFeatures, type LoveAnswer, type LoveProfile } from './love-profile';
