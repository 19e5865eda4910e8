// The DISC-style questionnaire's statements and answers, the report's detail titles and its two scales (decision 021).
// Keys are the domain's codes: a question's id, an answer's value, a detail's key, a scale's axis.
const questionnaire = {
  questions: {
    '1': 'I make decisions quickly, even with little information.',
    '2': 'I go along with a team decision even when I would have chosen differently.',
    '3': 'I prefer to think a problem through before I say anything about it.',
    '4': 'I question a plan before I support it.',
    '5': 'I like to get things moving rather than wait for a complete plan.',
    '6': 'I pay attention to how people feel about a change, not only to whether it works.',
    '7': 'I like to have the details in hand before I commit to a decision.',
    '8': 'I judge an idea by the evidence, not by who proposed it.',
    '9': 'I usually speak up early in a meeting.',
    '10': "I find it easy to trust a colleague's judgement.",
    '11': 'I work best at a steady, predictable pace.',
    '12': 'I point out flaws even when it makes a meeting uncomfortable.',
    '13': 'I take charge when nobody else does.',
    '14': 'Keeping a good atmosphere in the team matters a lot to me.',
    '15': 'In a meeting I would rather listen than lead the discussion.',
    '16': 'Getting the result right matters more to me than keeping everyone happy.',
    '17': 'I get restless when work moves slowly.',
    '18': 'I help colleagues, even when it delays my own work.',
    '19': 'I check my work carefully before I hand it over.',
    '20': 'I ask for the reasoning behind a decision before I accept it.',
    '21': 'I enjoy having several things on the go at once.',
    '22': 'When something goes wrong, I give people the benefit of the doubt.',
    '23': 'Sudden changes of plan unsettle me.',
    '24': 'I keep my personal feelings out of my work.',
    '25': 'I act on my first instinct more often than not.',
    '26': 'I would rather talk a problem through with someone than solve it alone.',
    '27': 'I take time to weigh the options, even when others push for an answer.',
    '28': 'I hold people to the standards we agreed on, friends included.',
    '29': 'I would rather try something and correct course than study it first.',
    '30': 'I tell colleagues when I appreciate what they did.',
    '31': 'I like to finish one task before I start the next.',
    '32': 'I rely on clear rules and facts more than on goodwill.',
    '33': 'I easily start conversations with people I do not know.',
    '34': 'I adapt my plans to fit what the team wants.',
    '35': 'I wait to see how a new idea works out before I adopt it.',
    '36': "I notice mistakes in other people's work quickly.",
  },
  choices: {
    '1': 'Strongly disagree',
    '2': 'Disagree',
    '3': 'Neutral',
    '4': 'Agree',
    '5': 'Strongly agree',
  },
  details: {
    atBest: 'At their best',
    communication: 'How they communicate',
    drains: 'What drains them',
    underPressure: 'Under pressure',
    workingWith: 'Working with this person',
    feedback: 'Giving feedback',
    motivation: 'What motivates them',
    ownWords: 'In their own words',
  },
  scales: {
    name: {
      active: 'Active/Thoughtful',
      accepting: 'Questioning/Accepting',
    },
    active: {
      first:
        'Leans toward action: decides quickly, keeps things moving and is comfortable correcting course on the way. Others may need more time than they expect.',
      balanced:
        'Balances pace and reflection: can act quickly when it matters and slow down when a decision needs thought. Adapts to the tempo of the team.',
      second:
        'Leans toward reflection: thinks before acting, prefers a steady pace and likes to have the facts in hand. Others may read the pause as hesitation.',
    },
    accepting: {
      first:
        'Leans toward questioning: tests ideas against evidence, puts the task first and is willing to challenge. Colleagues may experience this as critical.',
      balanced:
        'Balances challenge and trust: questions what matters and goes along with the team where it does not. Attends to both the task and the people.',
      second:
        'Leans toward accepting: trusts colleagues, puts relationships first and looks for agreement. May hold back a doubt to keep the peace.',
    },
  },
};
export default questionnaire;
