// The server's error messages (the Message of a 4xx answer and the contract's validation texts), by area (decision 064).
import common from './errors/common';
import auth from './errors/auth';
import goals from './errors/goals';
import people from './errors/people';
import work from './errors/work';
import company from './errors/company';

const errors = { common, auth, goals, people, work, company };
export default errors;
