// errors: company
const company = {};
export default company;
