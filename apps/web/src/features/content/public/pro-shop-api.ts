import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { Product } from '@rgcc/shared/content/content';

export async function proShopLoader(args: LoaderFunctionArgs) {
  return { products: await readContent<Product[]>(args, '/api/products') };
}
