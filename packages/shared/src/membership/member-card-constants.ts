/** The card's sentences, free of zod: the gate's page shows one before any schema loads. */

/** The gate's answer to a link that was never signed by the club, or whose card was replaced. */
export const cardNotValidMessage = 'This card is not valid.';

export const cardReplacedMessage = 'Your new card is ready. Cards printed before no longer open at the gate.';
