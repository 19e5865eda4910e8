import type { Texts } from '../catalogue';
import type en from '../en/errors';
import common from './errors/common';
import auth from './errors/auth';
import goals from './errors/goals';
import people from './errors/people';
import work from './errors/work';
import company from './errors/company';

const errors = { common, auth, goals, people, work, company } satisfies Texts<typeof en>;
export default errors;
