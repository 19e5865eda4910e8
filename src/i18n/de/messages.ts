import type { Texts } from '../catalogue';
import type en from '../en/messages';
import common from './messages/common';
import auth from './messages/auth';
import goals from './messages/goals';
import people from './messages/people';
import work from './messages/work';
import company from './messages/company';
import sso from './messages/sso';
import chat from './messages/chat';
import rhythm from './messages/rhythm';
import talentReviews from './messages/talent-reviews';
import talentFeedback from './messages/talent-feedback';
import talentCalibration from './messages/talent-calibration';

const messages = {
  common,
  auth,
  goals,
  people,
  work,
  company,
  sso,
  rhythm,
  chat,
  talentReviews,
  talentFeedback,
  talentCalibration,
} satisfies Texts<typeof en>;
export default messages;
