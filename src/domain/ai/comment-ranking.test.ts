import { describe, expect, it } from 'vitest';
import { rankCheckIns, scoreSentence, sentencesOf } from './comment-ranking';

describe('sentencesOf', () => {
  it.each([
    ['One. Two! Three?', ['One.', 'Two!', 'Three?']],
    ['- first line\n* second line\n\n3. third', ['first line', 'second line', 'third']],
    ['  spaced   out  ', ['spaced out']],
    ['Up 12%. Next we hire e.g. two people.', ['Up 12%.', 'Next we hire e.g. two people.']],
    ['', []],
    ['Um 12 % gestiegen. Über Plan. „Gut“, sagt sie.', ['Um 12 % gestiegen.', 'Über Plan.', '„Gut“, sagt sie.']],
  ])('%j → %j', (comment, sentences) => expect(sentencesOf(comment)).toEqual(sentences));
});

describe('scoreSentence', () => {
  it.each([
    // text, week, lastWeek, swing, score
    ['No update', 5, 10, 0, null],
    ['On track this week', 5, 10, 0, null],
    ['Too short', 5, 10, 0, null],
    ['Three words only here', 0, 10, 0, 1], // 21 characters: length 1
    ['We met the supplier and agreed the next steps together', 0, 10, 0, 2], // length only
    ['We met the supplier and agreed the next steps on 4 May', 0, 10, 0, 3.5], // + a number
    ['Signups rose after the supplier was blocked and then launched', 0, 10, 0, 5], // + change, risk, outcome
    ['We met the supplier and agreed the next steps together', 10, 10, 0, 3], // + recency 1
    ['We met the supplier and agreed the next steps together', 5, 10, 2, 4], // + recency 0.5, swing 2 × 0.75
    ['We met the supplier and agreed the next steps together', 5, 0, 0, 2], // no week to compare with
    [`${'long '.repeat(50)}text`, 0, 10, 0, 1], // 254 characters
    [`${'long '.repeat(70)}text`, 0, 10, 0, 0], // past 320 characters
  ])('%j in week %i of %i, swing %i → %j', (text, week, lastWeek, swing, score) => {
    expect(scoreSentence(text, week, lastWeek, swing)).toBe(score);
  });

  it.each([
    // German check-ins (issue 30): the same three kinds of signal, and German fillers.
    ['Die Anmeldungen sind um ein Drittel gestiegen, seit der Lieferant verzögert hat', 2], // change, risk
    ['Der Vertrag wurde heute mit dem Lieferanten unterschrieben', 1], // outcome
    ['Die Fertigung der neuen Teile lief die ganze Woche', 0], // 'Fertigung' is not 'fertig'
    ['Wir haben die Prüfung mit dem Vorstand diese Woche verpasst', 1], // risk
  ])('reads German words of change, risk and outcome: %j', (text, signals) => {
    expect(scoreSentence(text, 0, 10, 0)).toBe(2 + signals);
  });

  it.each(['Keine Neuigkeiten diese Woche', 'Nichts Neues diese Woche', 'Alles gut bisher hier'])(
    'passes over the German filler %j',
    (text) => {
      expect(scoreSentence(text, 5, 10, 0)).toBeNull();
    },
  );

  it.each([
    ['the significant part of the work went fine', 0],
    ['the contract was signed with the vendor today', 1],
    ['our mission statement was discussed at length', 0],
    ['we missed the review with the board this week', 1],
  ])('reads whole words of risk and outcome: %j', (text, signals) => {
    expect(scoreSentence(text, 0, 10, 0)).toBe(2 + signals);
  });
});

describe('rankCheckIns', () => {
  it('puts the sentence with numbers, signals and a likelihood swing first, in any order of weeks', () => {
    const ranked = rankCheckIns(
      [
        { week: 3, likelihood: 1, quality: 2, comment: 'Both candidates declined the offer, so we are 2 weeks behind. Restarting.' },
        { week: 1, likelihood: 3, quality: 3, comment: 'Kicked off the search with the agency this week.' },
        { week: 2, likelihood: 3, quality: 3, comment: 'no update' },
      ],
      3,
    );
    expect(ranked.map((r) => [r.week, r.text])).toEqual([
      [3, 'Both candidates declined the offer, so we are 2 weeks behind.'],
      [1, 'Kicked off the search with the agency this week.'],
    ]);
  });

  it('counts a repeated sentence once, at its first week, and breaks ties by the later week', () => {
    const same = 'Waiting on the security review from the customer team.';
    const ranked = rankCheckIns(
      [
        { week: 1, likelihood: 2, quality: 2, comment: same },
        { week: 2, likelihood: 2, quality: 2, comment: same },
        { week: 2, likelihood: 2, quality: 2, comment: 'Waiting on the pricing review from the finance team.' },
      ],
      0,
    );
    expect(ranked.map((r) => r.text)).toEqual(['Waiting on the pricing review from the finance team.', same]);
  });

  it('has nothing to rank without comments', () => {
    expect(
      rankCheckIns(
        [
          { week: 1, likelihood: 2, quality: 2 },
          { week: 2, likelihood: 2, quality: 2, comment: null },
        ],
        2,
      ),
    ).toEqual([]);
  });
});
