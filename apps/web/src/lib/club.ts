import { defaultClub, type ClubIdentity } from '@rgcc/shared/constants/club';

/** The club's identity, overridable at build time (VITE_CLUB_NAME, VITE_CLUB_PHONE, VITE_CLUB_EMAIL). */
export const club: ClubIdentity = {
  ...defaultClub,
  name: import.meta.env.VITE_CLUB_NAME || defaultClub.name,
  phone: import.meta.env.VITE_CLUB_PHONE || defaultClub.phone,
  email: import.meta.env.VITE_CLUB_EMAIL || defaultClub.email,
};

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
