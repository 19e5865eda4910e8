// Texts every screen may use. Keys name what a text is for; the English text is the spec's where it quotes one.
const common = {
  genericError: 'Something went wrong!!',
};
export default common;
