import { data, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { isRowId, readContent } from '@/lib/page-data';
import type { MenuCategory, MenuCategoryWithDishes } from '@rgcc/shared/content/content';
import type { RestaurantRatingInput } from '@rgcc/shared/comms/restaurant-rating';
import type { MessageReply } from '@rgcc/shared/common/message-reply';

export async function restaurantLoader(args: LoaderFunctionArgs) {
  return { categories: await readContent<MenuCategory[]>(args, '/api/menu/categories') };
}

/** An unknown category answers 404, like an unknown event. */
export async function categoryLoader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? '';
  const category = isRowId(id) ? await readContent<MenuCategoryWithDishes | null>(args, `/api/menu/categories/${id}`) : null;
  return category ? { category } : data({ category: null }, { status: 404 });
}

export const rateRestaurant = (input: RestaurantRatingInput) => api.post<MessageReply>('/api/restaurant/ratings', input);
