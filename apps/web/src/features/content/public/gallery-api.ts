import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { GalleryImage, Video } from '@rgcc/shared/content/content';

export async function imageGalleryLoader(args: LoaderFunctionArgs) {
  return { images: await readContent<GalleryImage[]>(args, '/api/gallery/images') };
}

export async function videoGalleryLoader(args: LoaderFunctionArgs) {
  return { videos: await readContent<Video[]>(args, '/api/gallery/videos') };
}
