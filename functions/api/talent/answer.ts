export { onAnswerPost as onRequestPost } from '../../../src/features/talent/talent.api';
