/** A date as people in Rangpur read it: 23 November 2026 (the club's own time zone). */
export const clubDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' });
