// errors: people
const people = {};
export default people;
