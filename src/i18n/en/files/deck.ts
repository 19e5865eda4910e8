// files: deck
const deck = {};
export default deck;
