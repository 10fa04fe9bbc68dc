import { getRuntimeConfig } from '../../runtime-config';

const base = () => getRuntimeConfig().apiBaseUrl;

export const imageUrl = (name: string) => `${base()}/api/images/public/${encodeURIComponent(name)}`;
export const bannerImageUrl = (name: string) => `${base()}/api/images/public/banner/${encodeURIComponent(name)}`;
export const productImageUrl = (productId: number) => `${base()}/api/products/public/image/${productId}`;
