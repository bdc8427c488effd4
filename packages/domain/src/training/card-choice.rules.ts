/**
 * The card to teach a learner on (issue 19): the first of `languages` (his record's language,
 * else his account's, else the monitor's) that one of the cards is written in, else the first
 * card. Languages are short codes or locales (`de`, `de-CH`); missing ones are skipped.
 */
export function preferredCard<Card extends { language: string }>(
  cards: readonly Card[],
  languages: readonly (string | null | undefined)[],
): Card | undefined {
  for (const language of languages) {
    const short = language?.slice(0, 2);
    const card = short ? cards.find((candidate) => candidate.language === short) : undefined;
    if (card) return card;
  }
  return cards[0];
}
