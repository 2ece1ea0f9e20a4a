import { data, type LoaderFunctionArgs } from 'react-router';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { isContentId, readContent } from '@/lib/page-data';
import type { MenuCategory, MenuCategoryWithDishes } from '@rgcc/shared/content/content';
import type { RestaurantRatingInput } from '@rgcc/shared/comms/restaurant';
import type { Review, reviewInputSchema, ReviewsWidget } from '@rgcc/shared/comms/reviews';

export async function restaurantLoader(args: LoaderFunctionArgs) {
  return { categories: await readContent<MenuCategory[]>(args, '/api/menu/categories') };
}

/** An unknown category answers 404, like an unknown event. */
export async function categoryLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  const category = isContentId(id) ? await readContent<MenuCategoryWithDishes | null>(args, `/api/menu/categories/${id}`) : null;
  return category ? { category } : data({ category: null }, { status: 404 });
}

export async function reviewsLoader(args: LoaderFunctionArgs) {
  const [reviews, widget] = await Promise.all([
    readContent<Review[]>(args, '/api/reviews'),
    readContent<ReviewsWidget>(args, '/api/reviews/widget'),
  ]);
  return { reviews, widget };
}

export const postReview = (input: z.output<typeof reviewInputSchema>) => api.post<Review>('/api/reviews', input);

export const rateRestaurant = (input: RestaurantRatingInput) => api.post<{ message: string }>('/api/restaurant/ratings', input);
