import type { Texts } from '../../catalogue';
import type en from '../../en/talent/reviews';

// talent: reviews (issue 34, decision 077)
const reviews = {} satisfies Texts<typeof en>;
export default reviews;
