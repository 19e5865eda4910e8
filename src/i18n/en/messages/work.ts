// errors: work
const work = {};
export default work;
