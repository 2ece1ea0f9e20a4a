/** The query key of the review list, shared by the list and by the form that adds to it. */
export const reviewsKey = ['reviews'] as const;
