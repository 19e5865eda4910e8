import type { Texts } from '../catalogue';
import type en from '../en/messages';
import common from './messages/common';
import auth from './messages/auth';
import goals from './messages/goals';
import people from './messages/people';
import work from './messages/work';
import company from './messages/company';
import sso from './messages/sso';

const messages = { common, auth, goals, people, work, company, sso } satisfies Texts<typeof en>;
export default messages;
