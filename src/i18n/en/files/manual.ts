// files: manual. The user manual's PDF says what the report page says (the `manual` namespace's report words); these
// are its own words, and the built-in writer's notice of the manual drawer.
const manual = {
  fileName: '{{name}} user manual',
  scalePosition: '{{at}} of 100 · {{text}}',
  answers: { number: '#', statement: 'Statement', answer: 'Answer' },
  typeNotice: 'Written from the type’s description without an AI model',
};
export default manual;
