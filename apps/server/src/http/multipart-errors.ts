/** The multipart parser's word for a body that ended before its closing boundary. */
export const isCutShort = (error: unknown) => error instanceof Error && /unexpected end of multipart data/i.test(error.message);
